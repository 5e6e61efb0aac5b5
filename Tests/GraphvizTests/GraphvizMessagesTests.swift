@testable import Graphviz
import Testing

@Suite("Splitting graphviz's messages")
struct GraphvizMessagesTests {
    typealias Message = GraphvizMessages.Message

    @Test func piecesOfOneErrorJoinIntoOneMessage() {
        // Graphviz 2.42 calls the callback with "Error", ": ", then the text.
        let text = ["Error", ": ", "mismatched tag in line 1 \n", "... x</i> ...\n", "in label of node a\n"].joined()
        #expect(
            GraphvizMessages.parse(text) == [
                Message(isError: true, text: "mismatched tag in line 1 \n... x</i> ...\nin label of node a")
            ])
    }

    @Test func errorsAndWarningsAreToldApart() {
        let text = "Warning: unsupported style bogus - ignoring\nError: syntax error in line 3 near '}'\n"
        #expect(
            GraphvizMessages.parse(text) == [
                Message(isError: false, text: "unsupported style bogus - ignoring"),
                Message(isError: true, text: "syntax error in line 3 near '}'"),
            ])
    }

    @Test func textWithoutAMarkerCountsAsAnError() {
        #expect(GraphvizMessages.parse("something odd\n") == [Message(isError: true, text: "something odd")])
        #expect(GraphvizMessages.parse("").isEmpty)
    }
}
