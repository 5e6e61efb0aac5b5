import Foundation
import RibArchitecture
import RibScanner

/// The fixture apps under `Tests/RibScannerTests/Fixtures`, read from the source tree
/// (they are excluded from compilation: they import RIBs, which this package lacks).
enum Fixtures {
    /// The folder that holds the fixture apps.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The path of one fixture app.
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The architecture of one fixture app, with locations relative to its folder.
    static func scan(_ name: String) -> DeclaredArchitecture {
        let root = path(name)
        return relative(RibScanner().scan([root]), to: root)
    }

    /// `architecture` with `root/` removed from the front of every location.
    static func relative(_ architecture: DeclaredArchitecture, to root: String) -> DeclaredArchitecture {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        func strip(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file, line: location.line)
        }
        var result = architecture
        result.ribs = result.ribs.map {
            var rib = $0
            rib.location = strip(rib.location)
            rib.unresolvedRoutes = rib.unresolvedRoutes.map(strip)
            return rib
        }
        result.attachments = result.attachments.map { attachment in
            var attachment = attachment
            attachment.evidence = attachment.evidence.map {
                var evidence = $0; evidence.location = strip(evidence.location); return evidence
            }
            return attachment
        }
        result.dependencies = result.dependencies.map { dependency in
            var dependency = dependency
            dependency.location = strip(dependency.location)
            dependency.requirements = dependency.requirements.map {
                var requirement = $0; requirement.location = strip(requirement.location); return requirement
            }
            return dependency
        }
        result.scopes = result.scopes.map { scope in
            var scope = scope
            scope.location = strip(scope.location)
            scope.satisfies = scope.satisfies.map {
                var satisfaction = $0; satisfaction.location = strip(satisfaction.location); return satisfaction
            }
            scope.sharedObjects = scope.sharedObjects.map {
                var object = $0; object.location = strip(object.location); return object
            }
            return scope
        }
        result.adapters = result.adapters.map {
            var adapter = $0; adapter.location = strip(adapter.location); return adapter
        }
        result.warnings = result.warnings.map { warning in
            var warning = warning
            warning.location = warning.location.map(strip)
            warning.message = warning.message.replacingOccurrences(of: prefix, with: "")
            return warning
        }
        return result
    }
}
