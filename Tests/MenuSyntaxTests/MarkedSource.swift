import MenuDiagnostics

/// Source text with position markers, so tests name places instead of
/// hard-coding line and column numbers. `1️⃣`, `2️⃣`… mark positions and are
/// removed; `⊗` stands for the invalid UTF-8 byte 0xFF, which a Swift string
/// cannot hold.
struct MarkedSource {
    let bytes: [UInt8]
    /// Marker → byte offset in the cleaned bytes.
    let markers: [String: Int]

    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    init(_ marked: String) {
        var bytes: [UInt8] = []
        var markers: [String: Int] = [:]
        var rest = marked[...]
        while let character = rest.first {
            if let name = Self.markerNames.first(where: { rest.hasPrefix($0) }) {
                markers[name] = bytes.count
                rest = rest.dropFirst(name.count)
            } else {
                bytes += character == "⊗" ? [0xFF] : Array(String(character).utf8)
                rest = rest.dropFirst()
            }
        }
        self.bytes = bytes
        self.markers = markers
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    subscript(_ name: String) -> Int {
        guard let offset = markers[name] else { fatalError("no marker \(name) in test source") }
        return offset
    }

    var source: SourceFile { SourceFile(path: "test.menu", bytes: bytes) }

    /// "line:column" of a marker, for readable expectations.
    func position(_ name: String) -> String {
        let location = source.location(of: self[name])
        return "\(location.line):\(location.column)"
    }
}

/// A diagnostic as tests compare it: where, and which id.
struct Reported: Hashable, CustomStringConvertible {
    let position: String
    let id: String
    var description: String { "\(position) [\(id)]" }
}

extension Array where Element == Diagnostic {
    func reported(in source: SourceFile) -> [Reported] {
        map {
            let location = source.location(of: $0.range.start)
            return Reported(position: "\(location.line):\(location.column)", id: $0.id)
        }
    }
}
