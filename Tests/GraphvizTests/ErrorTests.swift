import Foundation
import Graphviz
import Testing

@Suite("Errors")
struct ErrorTests {
    let renderer = TestSupport.renderer

    @Test func unknownEngineListsTheAvailableEngines() throws {
        #expect {
            try renderer.render(TestSupport.smallTree, using: LayoutEngine(name: "nosuch"))
        } throws: { error in
            guard let error = error as? GraphvizError,
                case .unknownEngine(let name, let available) = error
            else { return false }
            return name == "nosuch" && available.contains("dot") && available.contains("nop")
                && error.description.contains("\"nosuch\"")
                && error.description.contains("Available engines: ")
                && error.description.contains("neato")
        }
    }

    @Test func unknownFormatListsTheAvailableFormats() throws {
        #expect {
            try renderer.render(TestSupport.smallTree, to: OutputFormat(name: "nosuch"))
        } throws: { error in
            guard let error = error as? GraphvizError,
                case .unknownFormat(let name, let available) = error
            else { return false }
            return name == "nosuch" && ["svg", "png", "pdf", "dot", "json", "xdot"].allSatisfy(available.contains)
                && error.description.contains("Available formats: ")
        }
    }

    @Test func unknownRendererForAKnownFormatIsARenderingError() throws {
        #expect {
            try renderer.render(TestSupport.smallTree, to: OutputFormat(name: "svg:nosuch"))
        } throws: { error in
            guard case .renderingFailed(let format, let message) = error as? GraphvizError else { return false }
            return format == "svg:nosuch" && message.contains("svg:nosuch")
        }
        #expect(try TestSupport.renderText(TestSupport.smallTree).contains("<title>root</title>"))
    }

    @Test func dotSyntaxErrorCarriesGraphvizsMessageAndDoesNotPoisonLaterCalls() throws {
        #expect {
            try renderer.render(dotSource: "digraph { a -> ; }")
        } throws: { error in
            guard case .syntaxError(let message) = error as? GraphvizError else { return false }
            return message.contains("syntax error in line 1")
        }
        #expect(try !renderer.render(dotSource: "digraph { a -> b }").isEmpty)
        #expect(try !renderer.render(TestSupport.smallTree).isEmpty)
        #expect(try renderer.dotSource(for: TestSupport.smallTree).contains("root -> left"))
    }

    @Test func textAfterTheFirstGraphIsIgnoredAndDoesNotLeakIntoTheNextCall() throws {
        let sources = [
            "digraph { a -> b } digraph { c }",
            "digraph { a -> b } ; c",
            "digraph { a -> b }\ngraph { c }\n",
            "digraph { a -> b } // comment\n/* and another */\n",
        ]
        for source in sources {
            let first = try renderer.render(dotSource: source, to: .json)
            #expect(try TestSupport.nodeNames(inJSON: first) == ["a", "b"])
            let next = try renderer.render(dotSource: "digraph { x -> y }", to: .json)
            #expect(try TestSupport.nodeNames(inJSON: next) == ["x", "y"])
        }
    }

    @Test func lineNumbersInMessagesCountFromTheSourceStart() throws {
        _ = try renderer.render(dotSource: "digraph {\n\ta;\n\tb;\n}\n")
        #expect {
            try renderer.render(dotSource: "digraph { a -> ; }")
        } throws: { error in
            guard case .syntaxError(let message) = error as? GraphvizError else { return false }
            return message == "syntax error in line 1 near ';'"
        }
    }

    @Test func textWithoutAGraphIsASyntaxError() {
        for source in ["", "   ", "// only a comment"] {
            #expect(throws: GraphvizError.self) { try renderer.render(dotSource: source) }
        }
    }

    @Test func layoutErrorsThatGraphvizOnlyReportsAreThrown() throws {
        // nop needs a position for every node; graphviz returns success but reports an error.
        let graph = Graph(nodes: [Node("a", attributes: ["pos": "1,2!"]), Node("b")])
        #expect {
            try renderer.render(graph, using: .nop)
        } throws: { error in
            guard case .layoutFailed(let engine, let message) = error as? GraphvizError else { return false }
            return engine == "nop" && message.contains("node b") && message.contains("has no position")
        }
        #expect(try !renderer.render(TestSupport.smallTree).isEmpty)
    }

    @Test func warningsDoNotFailARender() throws {
        let graph = Graph(nodes: [Node("a", attributes: ["style": "no-such-style"])])
        #expect(try TestSupport.renderText(graph).contains("<title>a</title>"))
    }

    @Test func descriptionsSayHowToFixMissingPlugins() {
        let text = GraphvizError.pluginsNotConfigured.description
        #expect(text.contains("dot -c"))
        #expect(text.contains("reinstall graphviz"))
        #expect(GraphvizError.pluginsNotConfigured.localizedDescription == text)
    }

    @Test func missingPluginConfigurationIsReportedWithAFix() async {
        // A child process, so that its graphviz context is created without plugins.
        await #expect(processExitsWith: .success) {
            setenv("GVBINDIR", "/nonexistent/ribviz-graphviz-plugins", 1)
            let renderer = GraphvizRenderer()
            guard renderer.availableEngines.isEmpty, renderer.availableFormats.isEmpty else { exit(1) }
            do {
                _ = try renderer.render(Graph(nodes: [Node("a")]))
                exit(2)
            } catch GraphvizError.pluginsNotConfigured {
                exit(0)
            } catch {
                exit(3)
            }
        }
    }

    @Test func failuresAreNeverPrintedToStandardError() async {
        // A child process, so that nothing else writes to its standard error.
        await #expect(processExitsWith: .success) {
            let path = "/tmp/ribviz-graphviz-stderr-\(getpid())"
            let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
            guard file >= 0, dup2(file, STDERR_FILENO) >= 0 else { exit(1) }
            let renderer = GraphvizRenderer()
            _ = try? renderer.render(dotSource: "digraph { a -> ; }")
            _ = try? renderer.render(Graph(nodes: [Node("a", attributes: ["label": .html("<b>x</i>")])]))
            _ = try? renderer.render(Graph(nodes: [Node("a", attributes: ["style": "no-such-style"])]))
            _ = try? renderer.render(Graph(nodes: [Node("a")]), using: .nop)
            fflush(nil)
            var status = stat()
            guard stat(path, &status) == 0 else { exit(2) }
            unlink(path)
            exit(status.st_size == 0 ? 0 : 3)
        }
    }
}
