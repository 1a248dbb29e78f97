// swift-tools-version: 6.2
import PackageDescription

// The compiler is a pipeline of libraries, each depending only on the ones
// before it:
//
//   MenuDiagnostics → MenuSyntax → MenuModel → MenuRules ─────┐
//                                     └───────→ MenuBackends ─┴→ MenuDriver → menuc
//
// Backends read the model, never the rules. The core (everything before
// MenuDriver) imports no Foundation. Sources/README.md draws the whole map.

// Settings for a quick start, the build plugin's case: menuc runs once per
// build and a check of a real file takes about as long as starting up.
// - The modules use neither Swift concurrency nor regular expressions.
//   Without their implicit imports the executable links neither library,
//   nor Dispatch: fewer pages resident and fewer symbols bound at start.
// - Concrete generic types (`Dictionary<Shortcut, Int>`) are made by
//   calling their metadata accessors, not by demangling their names at
//   first use, which looks each conformance up among all of the binary's.
// - menuc runs on one thread, so a release build counts references
//   without atomic instructions. Debug builds keep them, as the tests call
//   the modules from many threads.
// (SwiftPM accepts these flags in a dependency from tools version 6.2.)
let quickStart: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ]),
    .unsafeFlags(["-Xfrontend", "-assume-single-threaded"], .when(configuration: .release)),
]

let package = Package(
    name: "menuc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "menuc", targets: ["menuc"]),
        .plugin(name: "MenucBuildPlugin", targets: ["MenucBuildPlugin"]),
        .plugin(name: "MenuCheatSheetPlugin", targets: ["MenuCheatSheetPlugin"]),
    ],
    targets: [
        .target(name: "MenuDiagnostics", swiftSettings: quickStart),
        .target(name: "MenuSyntax", dependencies: ["MenuDiagnostics"], swiftSettings: quickStart),
        .target(name: "MenuModel", dependencies: ["MenuDiagnostics", "MenuSyntax"], swiftSettings: quickStart),
        .target(name: "MenuRules", dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuModel"], swiftSettings: quickStart),
        .target(name: "MenuFormatter", dependencies: ["MenuDiagnostics", "MenuSyntax"], swiftSettings: quickStart),
        .target(name: "MenuJSON", dependencies: ["MenuDiagnostics"], swiftSettings: quickStart),
        .target(name: "MenuBackends", dependencies: ["MenuModel", "MenuJSON"], swiftSettings: quickStart),
        .testTarget(
            name: "MenuBackendsTests",
            dependencies: ["MenuBackends", "MenuModel", "MenuRules", "MenuSyntax", "MenuDiagnostics", "MenuJSON", "MenuFuzzing"],
            exclude: ["Golden", "SwiftUIStub", "AppKitStub", "UIKitStub", "LocalizationStub"]
        ),
        .target(name: "MenuReporters", dependencies: ["MenuDiagnostics", "MenuJSON"], swiftSettings: quickStart),
        .target(
            name: "MenuDriver",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuModel", "MenuRules", "MenuFormatter", "MenuBackends", "MenuReporters"],
            swiftSettings: quickStart
        ),
        .target(
            name: "MenuLanguageServer",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuModel", "MenuRules", "MenuFormatter", "MenuJSON"],
            swiftSettings: quickStart
        ),
        .plugin(
            name: "MenucBuildPlugin",
            capability: .buildTool(),
            dependencies: ["menuc"],
            path: "Sources/MenucBuildPlugin"
        ),
        .plugin(
            name: "MenuCheatSheetPlugin",
            capability: .command(
                intent: .custom(verb: "menu-cheatsheet", description: "Write a Markdown keyboard-shortcut cheat-sheet for each .menu file"),
                permissions: [.writeToPackageDirectory(reason: "The cheat-sheets are written into a folder of the package.")]
            ),
            dependencies: ["menuc"],
            path: "Sources/MenuCheatSheetPlugin"
        ),
        .executableTarget(
            name: "menuc", dependencies: ["MenuDriver", "MenuLanguageServer", "MenuModel", "MenuRules"],
            swiftSettings: quickStart,
            // On Linux the Swift runtime is linked in rather than loaded
            // (Apple's systems carry it). The C and C++ libraries stay
            // shared: their static archives are not installed with Swift
            // everywhere (Fedora, Red Hat), and a package using the plugin
            // must build wherever Swift does. The executable is linked at a
            // fixed address, as Go links its own: the loader then has no
            // addresses to relocate and no pages to copy for them at start,
            // and the executable's own code is not placed at random (the
            // libraries, the heap and the stack still are). It exports no
            // symbols (the runtime's link options export them all): the
            // loader binds the C++ library's without first looking each up
            // among menuc's, and a crash backtrace names functions from the
            // file's own symbol table, so keep release builds unstripped.
            // The linker writes the file rather than filling a memory map of
            // it: Linux can then cache the new executable in 2 MB pages and
            // map its code with them, so menuc run as the build left it (as
            // the build plugin runs it) starts with fewer page faults. gold,
            // Swift's linker on Linux, gains from the flag; lld takes it
            // too; GNU ld rejects it.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
                        "-Xlinker", "--no-mmap-output-file",
                    ],
                    .when(platforms: [.linux]))
            ]
        ),
        .target(
            name: "MenuFuzzing",
            dependencies: [
                "MenuDiagnostics", "MenuSyntax", "MenuModel", "MenuRules", "MenuFormatter", "MenuBackends", "MenuReporters", "MenuJSON",
                "MenuLanguageServer", "MenuDriver",
            ]
        ),
        .executableTarget(name: "menuc-fuzz", dependencies: ["MenuFuzzing"]),
        .testTarget(name: "MenuFuzzingTests", dependencies: ["MenuFuzzing", "MenuDiagnostics", "MenuSyntax"]),
        // Times whole processes of the menuc built beside it: it uses none of its modules.
        .executableTarget(name: "menuc-bench", exclude: ["PerformanceLog.md", "README.md"]),
        .testTarget(name: "MenuSyntaxTests", dependencies: ["MenuSyntax", "MenuDiagnostics", "MenuFuzzing"]),
        .testTarget(
            name: "MenuRulesTests",
            dependencies: ["MenuRules", "MenuModel", "MenuSyntax", "MenuDiagnostics", "MenuFuzzing"]
        ),
        .testTarget(name: "MenuFormatterTests", dependencies: ["MenuFormatter", "MenuModel", "MenuRules", "MenuSyntax", "MenuDiagnostics", "MenuFuzzing"]),
        .testTarget(name: "MenuDriverTests", dependencies: ["MenuDriver", "MenuBackends", "MenuModel", "MenuRules", "MenuSyntax", "MenuDiagnostics", "MenuJSON"]),
        .testTarget(name: "MenuJSONTests", dependencies: ["MenuJSON"]),
        .testTarget(name: "MenuLanguageServerTests", dependencies: ["MenuLanguageServer", "MenuJSON", "MenuDiagnostics", "MenuFuzzing"]),
        .testTarget(
            name: "MenuReportersTests",
            dependencies: ["MenuReporters", "MenuDiagnostics", "MenuJSON"],
            exclude: ["Resources", "validate_sarif.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
