import MenuDriver
import MenuLanguageServer
import MenuModel
import MenuRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the language server (`menuc lsp`) or a command, and exits. A
/// function rather than top-level code: its variables are no globals.
func run(_ arguments: [String]) -> Never {
    if LanguageServerCommand.startsServer(arguments) { runLanguageServer() }
    // An interrupted build leaves no temporary file beside its output.
    FileSystem.removeTemporaryFileOnSignals()
    var variables: [String: String] = [:]
    for name in ["NO_COLOR", "TERM"] {
        if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    let environment = DriverEnvironment(
        readStandardInput: { FileSystem.readAll(0) },
        standardInputIdentity: FileSystem.identity(ofDescriptor: 0),
        standardOutputIsTerminal: isatty(1) != 0,
        standardErrorIsTerminal: isatty(2) != 0,
        variables: variables)
    var result = Driver.run(arguments, environment: environment)
    // An artefact or report that does not arrive (a full disk behind '>', a
    // closed descriptor) fails the command as an unwritable '-o' file does.
    if case .failure(let problem) = FileSystem.writeAll(result.standardOutput, to: 1) {
        result.report(.error, "cannot write to standard output: \(problem.reason)")
        result.escalate(to: .cannotWriteOutput)
    }
    _ = FileSystem.writeAll(result.standardError, to: 2)
    // What the result holds is freed by the exit, not object by object.
    withExtendedLifetime(result) { exit(result.status.rawValue) }
}

/// `menuc lsp`: framed JSON-RPC on standard input and output until `exit`
/// (or until the input ends: status 1 unless `shutdown` came first). Each
/// document gets the options of its `.menuc` file, as on the command line.
func runLanguageServer() -> Never {
    let server = LanguageServer(version: Driver.version) { path in
        do throws(OptionsFile.Problem) {
            return .success(try OptionsFile.configuration(for: path))
        } catch {
            return .failure(.init(error.description))
        }
    }
    // A client that closes its end of the output would otherwise kill the
    // server with SIGPIPE on the next write; the write fails instead.
    signal(SIGPIPE, SIG_IGN)
    var framer = MessageFramer()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = read(0, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        // The messages of one read go to the server together, so that a
        // request cancelled behind another is not handled.
        // A client that stops reading has gone; `exit` or the end of its input ends the server.
        for message in server.handle(framer.feed(chunk[0..<count])) { _ = FileSystem.writeAll(frame(message), to: 1) }
        if let status = server.exitStatus { exit(status) }
    }
    if let error = framer.endOfInputError {
        for message in server.handle(error) { _ = FileSystem.writeAll(frame(message), to: 1) }
    }
    exit(server.exitStatusAtEndOfInput)
}

run(Array(CommandLine.arguments.dropFirst()))
