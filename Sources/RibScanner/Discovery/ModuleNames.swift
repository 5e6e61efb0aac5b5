import RibArchitecture

/// Names the modules a scan found, telling apart modules that share a name: two apps' or
/// features' manifests that declare the same target name, or two folders of the same name
/// (`Feed/Interfaces`, `Home/Interfaces`) whose manifests name no target. Each such
/// module is named by as much of its path as tells it from the others (`Feed/Interfaces`,
/// `Home/Interfaces`; `A/Kit/Feed` for the target `Feed` of `A/Kit/Package.swift`), and
/// one warning per shared name says which folders clash, instead of every type they both
/// declare reading as declared twice.
struct ModuleNames {
    /// The name each module is known by in the scan.
    private(set) var names: [ModuleLocator.Module: String] = [:]
    /// One warning per name that several modules share.
    private(set) var warnings: [ScanWarning] = []

    init(_ modules: Set<ModuleLocator.Module>) {
        let byName = Dictionary(grouping: modules, by: \.name)
        for (name, group) in byName.sorted(by: { $0.key < $1.key }) {
            guard group.count > 1 else {
                names[group[0]] = name
                continue
            }
            let sorted = group.sorted { $0.folder < $1.folder }
            let qualified = Self.qualified(sorted)
            for (module, qualifiedName) in zip(sorted, qualified) { names[module] = qualifiedName }
            let folders = sorted.map(\.folder).joined(separator: ", ")
            warnings.append(
                ScanWarning(
                    .moduleNameClash,
                    at: nil,
                    "\(sorted.count) modules are named \(name) (in \(folders)), so their types are told apart by path: \(qualified.map { $0 + ".…" }.joined(separator: ", ")); give the targets distinct names, written as literals in their manifests, or scan one app at a time"
                )
            )
        }
    }

    /// The shortest ends of the modules' paths (folder, then the module's name unless the
    /// folder is named so) that tell them all apart; the whole paths when no end does.
    private static func qualified(_ modules: [ModuleLocator.Module]) -> [String] {
        let paths = modules.map { module -> [Substring] in
            let folder = module.folder.split(separator: "/")
            return folder.last.map(String.init) == module.name ? folder : folder + [Substring(module.name)]
        }
        let longest = paths.map(\.count).max() ?? 0
        var length = 2
        while length <= longest {
            let ends = paths.map { $0.suffix(length).joined(separator: "/") }
            if Set(ends).count == ends.count { return ends }
            length += 1
        }
        return modules.map { $0.folder + "/" + $0.name }
    }
}
