// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The sample uses menuc from this repository, two folders up. SwiftPM names a
// package it finds by path after that folder (lowercased), and a plugin is
// referred to by its package's name, so the name is worked out here. In your
// own package you depend on menuc by URL and write `package: "menuc"`.
let menucFolder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let menucPackage = menucFolder.standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "Sketchpad",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Sketchpad",
            plugins: [.plugin(name: "MenucBuildPlugin", package: menucPackage)]
        ),
        // Its .menuc chooses the AppKit target ('--swift-target appkit').
        .executableTarget(
            name: "Viewer",
            plugins: [.plugin(name: "MenucBuildPlugin", package: menucPackage)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
