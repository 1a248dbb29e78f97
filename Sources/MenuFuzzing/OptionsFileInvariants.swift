import MenuDriver
import MenuRules

/// What must hold for a `.menuc` options file, whatever its bytes: its
/// arguments are words (no blanks, line ends or comments in them) that read
/// the same when written back one per line, and a mistake in it is reported
/// in a bounded message that shows what it quotes escaped (the driver prints
/// it as it is).
public enum OptionsFileInvariants {
    public static func violations(in bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let arguments = OptionsFile.arguments(in: text)
        var failures: [String] = []
        for argument in arguments {
            if argument.isEmpty { failures.append("an empty argument") }
            if let scalar = argument.unicodeScalars.first(where: { [" ", "\t", "\n", "\r", "#"].contains($0) }) {
                failures.append("the argument \(PipelineInvariants.debugQuoted(argument)) holds U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        // After a line end, so that a first argument that starts with a
        // byte-order mark keeps it.
        if OptionsFile.arguments(in: "\n" + arguments.joined(separator: "\n")) != arguments {
            failures.append("the arguments written back one per line read differently")
        }
        do throws(OptionsFile.Problem) {
            _ = try OptionsFile.configuration(text: text, path: "/fuzz/.menuc")
        } catch {
            failures += PipelineInvariants.messageViolations(error.message, of: "options-file")
            if let scalar = PipelineInvariants.firstControl(in: error.description) {
                failures.append("the problem \(PipelineInvariants.debugQuoted(error.description)) shows \(PipelineInvariants.hex(scalar)) unescaped")
            }
        }
        return failures
    }
}
