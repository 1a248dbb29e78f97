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
    ],
    targets: [
        .target(name: "MenuDiagnostics"),
        .target(name: "MenuSyntax", dependencies: ["MenuDiagnostics"]),
        .target(name: "MenuSemantics", dependencies: ["MenuDiagnostics", "MenuSyntax"]),
        .target(name: "MenuJSON"),
        .target(name: "MenuReporters", dependencies: ["MenuDiagnostics", "MenuJSON"]),
        .testTarget(name: "MenuSyntaxTests", dependencies: ["MenuSyntax", "MenuDiagnostics"]),
        .testTarget(name: "MenuSemanticsTests", dependencies: ["MenuSemantics", "MenuSyntax", "MenuDiagnostics"]),
        .testTarget(name: "MenuJSONTests", dependencies: ["MenuJSON"]),
        .testTarget(
            name: "MenuReportersTests",
            dependencies: ["MenuReporters", "MenuDiagnostics", "MenuJSON"],
            exclude: ["Resources", "validate_sarif.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
