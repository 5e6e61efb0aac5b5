import RibArchitecture

/// Finds children that a router builds but never attaches, which run outside the RIB tree
/// and are never activated: a bug in the app, or attaching done in code the scan did not
/// read. The relation stays, drawn from the build; the warning says which. Two cases:
///
/// - no scanned code attaches the child: neither the router nor a project type it
///   inherits from (its extensions included) calls `attachChild`. A router that inherits a
///   type the scan cannot resolve is left alone: that type may attach. RIBs' own routing
///   protocols (`ViewableRouting`) attach nothing of themselves;
/// - a router that attaches other children builds this one at a site whose result it
///   binds to a local name and never hands on (``UnattachedBuildSites``): a router that
///   only presents what it builds (`present(router.viewControllable…)`).
///
/// Neither is reported when scanned code attaches for routers (an `attachChild` call on
/// another object than `self`, or in an extension of RIBs' own types): a child's router
/// may then attach itself.
struct NeverAttachedCheck {
    let index: TypeIndex
    let catalog: RoleCatalog

    func check(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        guard !index.extensionsOfOtherTypesAttach,
            !index.typesInScanOrder.contains(where: { type in type.code.calls.contains { $0.function == CollectedCode.attachChild } })
        else { return }
        let ribs = Dictionary(architecture.ribs.map { ($0.name, $0) }) { first, _ in first }
        let sites = UnattachedBuildSites(index: index, catalog: catalog)
        for attachment in architecture.attachments {
            guard let built = attachment.evidence.first(where: { $0.kind == .builtByRouter }),
                let routerName = ribs[attachment.parent]?.routerType, let router = index[routerName]
            else { continue }
            if attachesNothing(router) {
                warnings.add(
                    ScanWarning(
                        .builtNeverAttached,
                        at: built.location,
                        "\(routerName) builds \(attachment.child) here, but no scanned code attaches it: neither \(routerName) nor a type it inherits calls attachChild, so \(attachment.child) would run outside the RIB tree, never activated; attach it, or scan the code that does"
                    )
                )
                continue
            }
            guard let child = ribs[attachment.child] else { continue }
            for evidence in attachment.evidence where sites.attachesNothing(evidence, by: router, of: child) {
                warnings.add(
                    ScanWarning(
                        .builtNeverAttached,
                        at: evidence.location,
                        "\(routerName) builds \(attachment.child) here but never attaches what it builds here: the router built here is bound to a local that is never passed to attachChild or to any other call, stored or returned, so \(attachment.child) would run outside the RIB tree, never activated; attach it"
                    )
                )
            }
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
    static func isRoutingProtocolOfRibs(_ reference: TypeReference) -> Bool {
        routingProtocolsOfRibs.contains(reference.name)
            && (reference.qualifiers.isEmpty || reference.qualifiers.allSatisfy(FrameworkType.modules.contains))
    }
}
