import Foundation
import PackagePlugin

/// Embeds a target's web assets at build time: every `.js` and `.css` file in the target's
/// folder becomes a string constant of `enum WebAssets` (see WebAssetEmbedder), so an
/// executable that shows them is one file, whatever folder it is copied to. SwiftPM's
/// resources would need a `*.resources` bundle beside the executable on Linux.
///
/// An asset joined from parts is a list, `report.js.parts`, and the folder beside it that
/// holds the parts, `report/`: the list becomes one constant (`reportJS`), the folder's
/// files none of their own. The tool reads the list; every file of the folder is an input
/// of the build command, so that editing any part embeds the asset again.
///
/// The target excludes the files from its sources (`exclude:` in Package.swift); they stay
/// plain files that editors highlight and `node --check` lints.
@main
struct EmbedWebAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let files = webFiles(in: target.directoryURL)
        let lists = files.filter { $0.pathExtension == "parts" }
        let partFolders = Set(lists.map { partFolder(of: $0).path() })
        let isPart = { (file: URL) in partFolders.contains(file.deletingLastPathComponent().path()) }
        let assets = files.filter { !isPart($0) }
        guard !assets.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "WebAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(assets.count) web assets in \(target.name)",
                executable: try context.tool(named: "WebAssetEmbedder").url,
                arguments: [output.path()] + assets.map { $0.path() },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// The `.js`, `.css` and `.parts` files under `folder`, in a stable order.
    private func webFiles(in folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { ["js", "css", "parts"].contains($0.pathExtension) }.sorted { $0.path() < $1.path() }
    }

    /// The folder of the parts a list names: `Assets/report.js.parts` → `Assets/report/`.
    private func partFolder(of list: URL) -> URL {
        let asset = list.deletingPathExtension()
        return asset.deletingLastPathComponent().appending(path: asset.deletingPathExtension().lastPathComponent, directoryHint: .isDirectory)
    }
}
