import Testing

@testable import RibInspector

/// A descriptor keeps its four type names in one shared box: reading, changing, comparing
/// and hashing it work as with four fields.
@Suite("RIB descriptors")
struct RibDescriptorTests {
    private let full = RibDescriptor(
        id: RibID(rawValue: 1), name: "LoggedIn", routerType: "LoggedInRouter", interactorType: "LoggedInInteractor",
        builderType: "LoggedInBuilder", adapterType: "LoggedInAdapter")

    @Test("each type name reads back as given, and nil when not given")
    func typeNames() {
        #expect(full.routerType == "LoggedInRouter")
        #expect(full.interactorType == "LoggedInInteractor")
        #expect(full.builderType == "LoggedInBuilder")
        #expect(full.adapterType == "LoggedInAdapter")
        let bare = RibDescriptor(id: RibID(rawValue: 2), name: "Root", builderType: "RootBuilder")
        #expect(bare.routerType == nil)
        #expect(bare.interactorType == nil)
        #expect(bare.builderType == "RootBuilder")
        #expect(bare.adapterType == nil)
    }

    @Test("changing one type name changes that one only, in that copy only")
    func changingOne() {
        var changed = full
        changed.interactorType = nil
        changed.adapterType = "OtherAdapter"
        #expect(changed.routerType == "LoggedInRouter")
        #expect(changed.interactorType == nil)
        #expect(changed.builderType == "LoggedInBuilder")
        #expect(changed.adapterType == "OtherAdapter")
        #expect(full.interactorType == "LoggedInInteractor")
        #expect(full.adapterType == "LoggedInAdapter")
        changed.routerType = nil
        changed.builderType = nil
        changed.adapterType = nil
        #expect(changed == RibDescriptor(id: RibID(rawValue: 1), name: "LoggedIn"))
    }

    @Test("descriptors with the same names are equal and hash the same, shared box or not")
    func equality() {
        var table = RibDescriptor.TypeNameTable()
        var shared = full
        shared.shareTypeNames(in: &table)
        var second = RibDescriptor(
            id: RibID(rawValue: 1), name: "LoggedIn", routerType: "LoggedInRouter", interactorType: "LoggedInInteractor",
            builderType: "LoggedInBuilder", adapterType: "LoggedInAdapter")
        second.shareTypeNames(in: &table)
        #expect(shared == full)
        #expect(second == full)
        #expect(Set([full, shared, second]).count == 1)
        var other = full
        other.builderType = "OtherBuilder"
        other.shareTypeNames(in: &table)
        #expect(other != full)
        #expect(other.builderType == "OtherBuilder")
    }
}
