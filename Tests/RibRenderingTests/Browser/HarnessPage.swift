import Foundation

/// A small page for the harness's own tests, written to a temporary folder: a button that
/// counts its clicks, a field that lists the keys it receives, and, far below the top of a
/// long page, a target to scroll to; near the top, a scrolling panel whose last paragraph
/// is hidden until the panel is scrolled.
enum HarnessPage {
    static let html = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>harness</title>
        <style>body { margin: 0; font: 16px sans-serif; } #spacer { height: 5000px; } #target { width: 200px; height: 100px; }</style>
        </head><body>
        <button id="counter" type="button">clicked 0 times</button>
        <input id="field" type="text" autocomplete="off">
        <ol id="keys"></ol>
        <div id="panel" style="height: 100px; overflow: auto"><div style="height: 1000px"></div><p id="inside-panel">at the panel's bottom</p></div>
        <div id="spacer"></div>
        <div id="target">far down</div>
        <script>
          let clicks = 0;
          document.getElementById('counter').addEventListener('click', (event) => {
            if (!event.isTrusted) return;
            clicks += 1;
            event.target.textContent = 'clicked ' + clicks + ' times';
          });
          document.addEventListener('keydown', (event) => {
            if (!event.isTrusted) return;
            const item = document.createElement('li');
            item.textContent = event.key;
            document.getElementById('keys').append(item);
          });
        </script>
        </body></html>
        """

    /// Writes the page, with `script` added at the end of its body when given, into a new
    /// temporary folder and returns its address.
    static func write(addingScript script: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.html")
        let text = script.map { html.replacingOccurrences(of: "</body>", with: "<script>\($0)</script></body>") } ?? html
        try Data(text.utf8).write(to: page)
        return page
    }
}
