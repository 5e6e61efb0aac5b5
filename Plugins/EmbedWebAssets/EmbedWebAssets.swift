import Foundation
import PackagePlugin

/// Embeds a target's web assets at build time: every `.js` and `.css` file in the target's
/// folder becomes a string constant of `enum WebAssets` (see WebAssetEmbedder), so an
/// executable that shows them is one file, whatever folder it is copied to. SwiftPM's
/// resources would need a `*.resources` bundle beside the executable on Linux.
///
/// The target excludes the files from its sources (`exclude:` in Package.swift); they stay
/// plain files that editors highlight and `node --check` lints.
@main
struct EmbedWebAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let assets = webAssets(in: target.directoryURL)
        guard !assets.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "WebAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(assets.count) web assets in \(target.name)",
                executable: try context.tool(named: "WebAssetEmbedder").url,
                arguments: [output.path()] + assets.map { $0.path() },
                inputFiles: assets,
                outputFiles: [output]
            )
        ]
    }

    /// The `.js` and `.css` files under `folder`, in a stable order.
    private func webAssets(in folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { ["js", "css"].contains($0.pathExtension) }.sorted { $0.path() < $1.path() }
    }
}
