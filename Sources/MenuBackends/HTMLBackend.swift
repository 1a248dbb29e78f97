import MenuModel

/// Writes a keyboard map as one self-contained HTML page: the SVG map (all
/// layers and the legend, as `SVGBackend` draws them) inline, and beside it,
/// or below it on a narrow window and on paper, the cheat-sheet's "All
/// Shortcuts" table (`ShortcutTableRow`). Inline CSS, no scripts, nothing
/// loaded from elsewhere. Written so that it is well-formed XML too (void
/// elements closed with `/>`), so tests read it with an XML parser.
/// Deterministic, LF, no timestamps.
public enum HTMLBackend: Backend {
    public static let name = "html"
    public static let fileExtension = "html"

    public static func emit(_ model: MenuModel, options: BackendOptions, to output: any ArtefactOutput) {
        let writer = PieceWriter(output)
        let drawing = KeyboardMapDrawing(model, options: options)
        writer.write(
            """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="generator" content="menuc"/>
            <title>\(MarkupText.escape(drawing.heading))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <main>
            <section class="map">

            """)
        drawing.draw(to: writer, standalone: false)
        writer.write("</section>\n<section class=\"sheet\">\n<h2>All Shortcuts</h2>\n")
        writeTable(ShortcutTableRow.rows(model, escape: MarkupText.escape), to: writer)
        writer.write("</section>\n</main>\n</body>\n</html>\n")
        writer.flush()
    }

    /// The table, or a sentence when the file has no shortcut.
    private static func writeTable(_ rows: [ShortcutTableRow], to writer: PieceWriter) {
        guard !rows.isEmpty else {
            writer.write("<p>No shortcuts.</p>\n")
            return
        }
        writer.write("<table>\n<thead><tr><th>Shortcut</th><th>Command</th><th>Menu</th></tr></thead>\n<tbody>\n")
        for row in rows {
            writer.write(
                "<tr><td><kbd>\(MarkupText.escape(row.shortcut.display))</kbd></td><td>\(row.command)</td><td>\(row.menu)</td></tr>\n")
        }
        writer.write("</tbody>\n</table>\n")
    }

    /// The map takes the room it needs and the table the rest; on a narrow
    /// window and in print the table goes below the map.
    private static let style = """
        body { margin: 0; background: #ffffff; color: #111827; font-family: "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif; }
        main { display: grid; grid-template-columns: minmax(0, 1232px) minmax(280px, 1fr); gap: 24px; padding: 16px; align-items: start; }
        .map svg { width: 100%; height: auto; display: block; }
        h2 { font-size: 18px; margin: 8px 0 12px; }
        table { border-collapse: collapse; font-size: 13px; width: 100%; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #d1d5db; vertical-align: top; }
        th { border-bottom: 2px solid #6b7280; }
        kbd { font-family: inherit; white-space: nowrap; }
        @media (max-width: 1100px) { main { grid-template-columns: minmax(0, 1fr); } }
        @media print {
          main { grid-template-columns: minmax(0, 1fr); padding: 0; }
          .sheet { break-before: page; }
          tr { break-inside: avoid; }
        }
        """
}
