import Graphviz
import RibExamples
import RibInspector

/// Draws an example screen's mockup as a small PNG of a phone screen: a graphviz node whose
/// HTML-like label is a table laid out as the screen (a title bar, then each part), drawn
/// in ribviz's own process. Only `ribviz demo` draws these; recording never needs graphviz.
enum MockScreenPicture {
    /// The screen's width in points; graphviz draws a point as a pixel at 72 dpi, so
    /// pictures stay under 220 pixels wide.
    private static let width = 180

    /// The mockup drawn as a PNG, or `nil` when graphviz cannot draw it (the screen is then
    /// left out of the trace).
    static func image(of mockup: ScreenMockup) -> ScreenImage? {
        guard let png = try? GraphvizRenderer().render(dotSource: dotSource(of: mockup), to: .png),
            let size = PNGSize(of: [UInt8](png))
        else { return nil }
        return ScreenImage(bytes: [UInt8](png), mediaType: .png, pixelWidth: size.width, pixelHeight: size.height)
    }

    /// The DOT graph of the screen: one plain node with the screen as its label.
    static func dotSource(of mockup: ScreenMockup) -> String {
        let rows = [bar(mockup.title)] + mockup.parts.map(row(for:))
        return """
            graph screen {
            graph [pad="0.05", margin=0, dpi=72, bgcolor="white"];
            node [shape=plaintext, fontname="Helvetica", fontsize=11];
            screen [label=<<TABLE BORDER="2" COLOR="#333333" STYLE="ROUNDED" CELLBORDER="0" CELLSPACING="6" CELLPADDING="4" BGCOLOR="#f4f4f6" WIDTH="\(width)">\(rows.joined())</TABLE>>];
            }
            """
    }

    private static func bar(_ title: String) -> String {
        ##"<TR><TD BGCOLOR="#222222" WIDTH="\##(width)"><FONT COLOR="white">\##(shown(title))</FONT></TD></TR>"##
    }

    private static func row(for part: ScreenMockup.Part) -> String {
        switch part {
        case .text(let text):
            return "<TR><TD>\(shown(text))</TD></TR>"
        case .field(let placeholder, let text):
            let typed = text.isEmpty ? ##"<FONT COLOR="#999999">\##(shown(placeholder))</FONT>"## : shown(text)
            return ##"<TR><TD BORDER="1" COLOR="#bbbbbb" BGCOLOR="white" ALIGN="LEFT">\##(typed)</TD></TR>"##
        case .button(let title):
            return ##"<TR><TD BGCOLOR="#2f6fde"><FONT COLOR="white">\##(shown(title))</FONT></TD></TR>"##
        case .grid(let rows):
            return "<TR><TD>\(table(of: rows, cellSize: 36))</TD></TR>"
        case .tabs(let titles, let selected):
            let cells = titles.enumerated().map { index, title in
                let colour = index == selected ? "#2f6fde" : "#777777"
                return ##"<TD><FONT COLOR="\##(colour)">\##(shown(title))</FONT></TD>"##
            }
            return ##"<TR><TD BGCOLOR="white"><TABLE BORDER="0" CELLSPACING="4"><TR>\##(cells.joined())</TR></TABLE></TD></TR>"##
        }
    }

    /// A text as a label shows it: escaped, and a space when empty (graphviz refuses an
    /// empty `<FONT>`).
    private static func shown(_ text: String) -> String {
        text.isEmpty ? "&#160;" : htmlEscaped(text)
    }

    /// A grid of square white cells, each with its text large.
    private static func table(of rows: [[String]], cellSize: Int) -> String {
        let body = rows.map { row in
            let cells = row.map {
                ##"<TD BORDER="1" COLOR="#555555" BGCOLOR="white" WIDTH="\##(cellSize)" HEIGHT="\##(cellSize)" FIXEDSIZE="TRUE"><FONT POINT-SIZE="18">\##(shown($0))</FONT></TD>"##
            }
            return "<TR>\(cells.joined())</TR>"
        }
        return ##"<TABLE BORDER="0" CELLSPACING="2">\##(body.joined())</TABLE>"##
    }
}

/// A PNG's size in pixels, from its header (the IHDR chunk that follows the signature).
struct PNGSize {
    let width: Int
    let height: Int

    /// The size a PNG's header gives, or `nil` for bytes that are not a PNG.
    init?(of bytes: [UInt8]) {
        guard bytes.count >= 24, ScreenImage.MediaType.png.isSigned(bytes), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
        guard width > 0, height > 0 else { return nil }
    }
}
