import RibArchitecture

/// Finds children that a router builds but that no scanned code attaches: neither the
/// router nor a project type it inherits from (its extensions included) calls
/// `attachChild`, and no scanned code attaches for routers (an `attachChild` call on another
/// object than `self`, or in an extension of RIBs' own types). Such a child runs outside
/// the RIB tree and is never activated: a bug in the app, or attaching done in code the
/// scan did not read. The relation stays, drawn from the build; the warning says which.
///
/// A router that inherits a type the scan cannot resolve is left alone: that type may
/// attach. RIBs' own routing protocols (`ViewableRouting`) attach nothing of themselves.
struct NeverAttachedCheck {
    let index: TypeIndex

    func check(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        guard !index.extensionsOfOtherTypesAttach,
            !index.typesInScanOrder.contains(where: { type in type.code.calls.contains { $0.function == CollectedCode.attachChild } })
        else { return }
        let routerOfRib = Dictionary(architecture.ribs.compactMap { rib in rib.routerType.map { (rib.name, $0) } }) { first, _ in first }
        for attachment in architecture.attachments {
            guard let built = attachment.evidence.first(where: { $0.kind == .builtByRouter }),
                let routerName = routerOfRib[attachment.parent], let router = index[routerName],
                attachesNothing(router)
            else { continue }
            warnings.add(
                ScanWarning(
                    .builtNeverAttached,
                    at: built.location,
                    "\(routerName) builds \(attachment.child) here, but no scanned code attaches it: neither \(routerName) nor a type it inherits calls attachChild, so \(attachment.child) would run outside the RIB tree, never activated; attach it, or scan the code that does"
                )
            )
        }
    }

    /// Whether the router and every type it inherits are scanned and none calls `attachChild`.
    private func attachesNothing(_ router: IndexedType) -> Bool {
        var pending = [router]
        var seen: Set<String> = [router.qualifiedName]
        while let type = pending.popLast() {
            if type.code.attachesChildren { return false }
            for (written, resolved) in zip(type.inheritedTypes, type.resolvedInheritedTypes) {
                switch resolved {
                case .project(let name):
                    guard seen.insert(name).inserted else { continue }
                    guard let inherited = index[name] else { return false }
                    pending.append(inherited)
                case .framework:
                    continue
                case .unknown where Self.isRoutingProtocolOfRibs(written.type):
                    continue
                case .ambiguous, .unknown:
                    return false
                }
            }
        }
        return true
    }

    /// RIBs' routing protocols, which declare `attachChild` and implement nothing.
    private static let routingProtocolsOfRibs: Set<String> = ["Routing", "ViewableRouting", "LaunchRouting"]

    /// Whether a reference names one of RIBs' routing protocols.
    private static func isRoutingProtocolOfRibs(_ reference: TypeReference) -> Bool {
        routingProtocolsOfRibs.contains(reference.name)
            && (reference.qualifiers.isEmpty || reference.qualifiers.allSatisfy(FrameworkType.modules.contains))
    }
}
