// swift-tools-version: 6.1
import PackageDescription

// The compiler is a pipeline of libraries, each depending only on the ones
// before it:
//
//   MenuDiagnostics → MenuSyntax → MenuSemantics → MenuBackends → MenuDriver → menuc
//
// The core (everything before MenuDriver) imports no Foundation.
let package = Package(
    name: "menuc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "menuc", targets: ["menuc"]),
        .plugin(name: "MenucBuildPlugin", targets: ["MenucBuildPlugin"]),
        .plugin(name: "MenuCheatSheetPlugin", targets: ["MenuCheatSheetPlugin"]),
    ],
    targets: [
        .target(name: "MenuDiagnostics"),
        .target(name: "MenuSyntax", dependencies: ["MenuDiagnostics"]),
        .target(name: "MenuSemantics", dependencies: ["MenuDiagnostics", "MenuSyntax"]),
        .target(name: "MenuFormatter", dependencies: ["MenuDiagnostics", "MenuSyntax"]),
        .target(name: "MenuJSON", dependencies: ["MenuDiagnostics"]),
        .target(name: "MenuBackends", dependencies: ["MenuSemantics", "MenuJSON"]),
        .testTarget(
            name: "MenuBackendsTests",
            dependencies: ["MenuBackends", "MenuSemantics", "MenuSyntax", "MenuDiagnostics", "MenuJSON", "MenuFuzzing"],
            exclude: ["Golden", "SwiftUIStub"]
        ),
        .target(name: "MenuReporters", dependencies: ["MenuDiagnostics", "MenuJSON"]),
        .target(
            name: "MenuDriver",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuSemantics", "MenuFormatter", "MenuBackends", "MenuReporters"]
        ),
        .target(
            name: "MenuLanguageServer",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuSemantics", "MenuFormatter", "MenuJSON"]
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
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // What the executables set up in their process (the heap for a large input).
        .target(name: "MenuProcess", dependencies: ["CMalloc"]),
        .executableTarget(name: "menuc", dependencies: ["MenuDriver", "MenuLanguageServer", "MenuSemantics", "MenuProcess"]),
        .target(
            name: "MenuFuzzing",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuSemantics", "MenuFormatter", "MenuBackends", "MenuReporters", "MenuJSON"]
        ),
        .executableTarget(name: "menuc-fuzz", dependencies: ["MenuFuzzing"]),
        .testTarget(name: "MenuFuzzingTests", dependencies: ["MenuFuzzing", "MenuDiagnostics", "MenuSyntax"]),
        .executableTarget(
            name: "menuc-bench",
            dependencies: ["MenuDiagnostics", "MenuSyntax", "MenuSemantics", "MenuBackends", "MenuDriver", "MenuProcess"],
            exclude: ["PerformanceLog.md"]
        ),
        .testTarget(name: "MenuSyntaxTests", dependencies: ["MenuSyntax", "MenuDiagnostics", "MenuFuzzing"]),
        .testTarget(
            name: "MenuSemanticsTests",
            dependencies: ["MenuSemantics", "MenuSyntax", "MenuDiagnostics", "MenuFuzzing"],
            exclude: ["Catalog"]
        ),
        .testTarget(name: "MenuFormatterTests", dependencies: ["MenuFormatter", "MenuSemantics", "MenuSyntax", "MenuDiagnostics", "MenuFuzzing"]),
        .testTarget(name: "MenuDriverTests", dependencies: ["MenuDriver", "MenuSemantics", "MenuSyntax", "MenuDiagnostics", "MenuJSON"]),
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
