/// Files a hostile or careless author could write, each one construct
/// repeated until the file reaches a size: the shapes that once made menuc
/// quadratic in time or memory, or its reports unbounded (issue 40).
enum HostileInputs {
    struct Input: Sendable {
        let name: String
        /// The file's text, of about the given number of bytes.
        let make: @Sendable (Int) -> String
    }

    /// `piece` repeated to fill about `bytes` bytes.
    static func repeated(_ piece: String, toFill bytes: Int) -> String {
        String(repeating: piece, count: max(1, bytes / piece.utf8.count))
    }

    static let all: [Input] = [
        Input(name: "one shortcut of repeated modifiers") { bytes in
            "menu \"File\" {\n    item \"A\" key: " + repeated("cmd+", toFill: bytes) + "O\n}\n"
        },
        Input(name: "many errors on one line") { bytes in
            "menu \"File\" {\n    item \"A\" " + repeated("disabled ", toFill: bytes) + "\n}\n"
        },
        Input(name: "a platform listed again and again") { bytes in
            "platforms " + repeated("macOS, ", toFill: bytes) + "macOS\nmenu \"File\" {\n    item \"A\"\n}\n"
        },
        Input(name: "lines of one stray word") { bytes in
            repeated("x\n", toFill: bytes)
        },
        Input(name: "one long title") { bytes in
            "menu \"File\" {\n    item \"" + repeated("a", toFill: bytes) + "\"\n}\n"
        },
        Input(name: "a key followed by combining marks") { bytes in
            "menu \"File\" {\n    item \"A\" key: cmd+O" + repeated("\u{301}", toFill: bytes) + "\n}\n"
        },
        Input(name: "a menu file without mistakes") { bytes in
            MenuFileGenerator.generate(commands: max(1, bytes / 43)).text
        },
    ]
}
