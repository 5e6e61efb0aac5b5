import Graphviz
import Testing

@Suite("Engines and formats offered by the installed graphviz")
struct EngineAndFormatTests {
    let renderer = TestSupport.renderer

    @Test func theUsualEnginesAreAvailable() {
        let names = Set(renderer.availableEngines.map(\.name))
        for engine in [LayoutEngine.dot, .neato, .fdp, .sfdp, .twopi, .circo, .osage, .patchwork, .nop, .nop2] {
            #expect(names.contains(engine.name), "missing engine \(engine)")
        }
    }

    @Test func theUsualFormatsAreAvailable() {
        let names = Set(renderer.availableFormats.map(\.name))
        for format in [OutputFormat.svg, .png, .pdf, .dot, .canon, .xdot, .json, .plain] {
            #expect(names.contains(format.name), "missing format \(format)")
        }
    }

    @Test func interactiveDevicesAreNotOffered() throws {
        let names = Set(renderer.availableFormats.map(\.name))
        #expect(names.isDisjoint(with: ["x11", "xlib", "gtk"]))
        #expect(throws: GraphvizError.self) {
            try renderer.render(TestSupport.smallTree, to: OutputFormat(name: "x11"))
        }
    }

    @Test func devicesThatWriteFilesOfTheirOwnAreNotOffered() throws {
        let names = Set(renderer.availableFormats.map(\.name))
        #expect(!names.contains("vrml"))
        #expect(OutputFormat(name: "vrml").withheldReason?.contains("PNG file for every node") == true)
        #expect(OutputFormat(name: "vrml:vrml").withheldReason != nil)
        #expect(OutputFormat.svg.withheldReason == nil)
        #expect(throws: GraphvizError.self) {
            try renderer.render(Graph(name: "Empty"), to: OutputFormat(name: "vrml"))
        }
    }

    @Test func listsHaveNoDuplicates() {
        #expect(Set(renderer.availableEngines).count == renderer.availableEngines.count)
        #expect(Set(renderer.availableFormats).count == renderer.availableFormats.count)
    }

    @Test func anyInstalledEngineWorksByName() throws {
        let svg = try renderer.render(TestSupport.smallTree, using: LayoutEngine(name: "twopi"), to: OutputFormat(name: "svg"))
        #expect(!svg.isEmpty)
        #expect(LayoutEngine(name: "twopi") == .twopi)
        #expect(LayoutEngine.twopi.description == "twopi")
        #expect(OutputFormat.svg.description == "svg")
    }
}
