import Foundation
import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuFuzzing

/// Every file the tests have, mutated the way editing and corruption do:
/// tokens deleted, duplicated and swapped, bytes flipped. Every stage must
/// cope, and every invariant of `PipelineInvariants` must hold.
@Suite("Mutations")
struct MutationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var files: [String] {
        ["Samples", "Tests/Corpus/clean", "Tests/Corpus/seeded", "Tests/MenuBackendsTests/Golden", "Tests/Fuzz/Regressions"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".menu") }.sorted().map { folder + "/" + $0 }
        }
    }

    static func bytes(of path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: repository.appendingPathComponent(path)))
    }

    @Test(arguments: files)
    func originalsKeepEveryInvariant(_ path: String) throws {
        let failures = PipelineInvariants.violations(in: try Self.bytes(of: path), name: path)
        #expect(failures.isEmpty, "\(path): \(failures)")
    }

    @Test(arguments: files)
    func mutantsKeepEveryInvariant(_ path: String) throws {
        let original = try Self.bytes(of: path)
        let tokens = Lexer.tokenize(original).tokens.map(\.range).filter { !$0.isEmpty }
        var generator = SplitMix64(state: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        for round in 0..<24 {
            let mutant = Self.mutate(original, tokens: tokens, using: &generator)
            let failures = PipelineInvariants.violations(in: mutant, name: path)
            #expect(failures.isEmpty, "\(path), mutant \(round): \(failures)\n\(String(decoding: mutant, as: UTF8.self))")
        }
    }

    /// One to three random edits.
    static func mutate(_ bytes: [UInt8], tokens: [SourceRange], using generator: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0...Int.random(in: 0...2, using: &generator) {
            guard !tokens.isEmpty, !result.isEmpty else { break }
            let token = tokens.randomElement(using: &generator)!
            guard token.end <= result.count else { continue }
            switch Int.random(in: 0...4, using: &generator) {
            case 0: // delete a token
                result.removeSubrange(token.start..<token.end)
            case 1: // duplicate a token
                result.insert(contentsOf: result[token.start..<token.end], at: token.end)
            case 2: // swap two tokens
                let other = tokens.randomElement(using: &generator)!
                guard other.end <= result.count, other.start >= token.end else { continue }
                let first = Array(result[token.start..<token.end])
                let second = Array(result[other.start..<other.end])
                result.replaceSubrange(other.start..<other.end, with: first)
                result.replaceSubrange(token.start..<token.end, with: second)
            case 3: // flip a byte
                let index = Int.random(in: 0..<result.count, using: &generator)
                result[index] ^= UInt8(1 << Int.random(in: 0...7, using: &generator))
            default: // insert a byte the language gives meaning to
                let meaningful: [UInt8] = Array("{}\"|:,\n-+/\\*".utf8) + [0, 0xFF, 0xEF]
                result.insert(meaningful.randomElement(using: &generator)!, at: Int.random(in: 0...result.count, using: &generator))
            }
        }
        return result
    }

    @Test func swiftLiteralDecoderReadsWhatSwiftWrites() {
        let code = #"""
            let a = "plain" // "not a literal"
            let b = "q\"uote \\ back\tt\u{1F600}\u{200F}"
            """#
        #expect(SwiftStringLiterals.decodedLiterals(in: code) == ["plain", "q\"uote \\ back\tt😀\u{200F}"])
    }
}
