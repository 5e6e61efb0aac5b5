import RibArchitecture

/// Short, exact descriptions of a scan's results, for tests that assert whole graphs.
extension DeclaredArchitecture {
    /// One line per attachment: `Parent -> Child: kind, kind via Adapter`.
    var edgeLines: [String] {
        attachments.map { attachment in
            let kinds = attachment.evidence.map(\.kind.rawValue)
            var unique: [String] = []
            for kind in kinds where !unique.contains(kind) { unique.append(kind) }
            let via = attachment.adapters.isEmpty ? "" : " via " + attachment.adapters.joined(separator: ", ")
            return "\(attachment.parent) -> \(attachment.child): \(unique.joined(separator: ", "))\(via)"
        }
    }

    /// One line per RIB: `Name: router / interactor / component, viewful|viewless|?, dependency`.
    var ribLines: [String] {
        ribs.map { rib in
            let view = rib.isViewful.map { $0 ? "viewful" : "viewless" } ?? "?"
            let launch = rib.isLaunchRoot.map { $0 ? " launch" : "" } ?? " launch?"
            return "\(rib.name): \(rib.routerType ?? "-") / \(rib.interactorType ?? "-") / \(rib.componentType ?? "-"), \(view)\(launch), \(rib.dependencyProtocol ?? "-")"
        }
    }

    /// One line per scope: `Component: satisfies A, B; shares x, y`.
    var scopeLines: [String] {
        scopes.map { scope in
            let owner = scope.rib.map { " (\($0))" } ?? scope.adapter.map { " (adapter \($0))" } ?? ""
            let satisfies = scope.satisfies.map(\.dependency).joined(separator: ", ")
            let shares = scope.sharedObjects.map(\.name).joined(separator: ", ")
            return "\(scope.componentType)\(owner): satisfies \(satisfies); shares \(shares)"
        }
    }

    /// One line per warning: `kind file:line`.
    var warningLines: [String] {
        warnings.map { "\($0.kind.rawValue) \($0.location?.description ?? "-")" }
    }
}
