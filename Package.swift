// swift-tools-version:6.0
// Crease: a Swift game HUD framework for foldable devices on Linux, built on SDL2.
// See ../shared/DESIGN.md for the layers; each target imports only the ones below it.
import PackageDescription

let package = Package(
    name: "Crease",
    products: [
        .library(name: "Crease", targets: ["Crease"]),
        .library(name: "CreaseHUD", targets: ["CreaseHUD"]),
        .executable(name: "crease", targets: ["crease"]),
    ],
    targets: [
        // Geometry, device profiles, postures and the reserved-regions API. Pure Swift.
        .target(name: "Crease"),
        // HUD layout around regions, widgets, input, transitions, fold lint; emits draw lists.
        .target(name: "CreaseHUD", dependencies: ["Crease"]),
        // `crease regions`: prints what a device's views read. No SDL, so it runs anywhere.
        .executableTarget(name: "crease", dependencies: ["Crease"]),
        .testTarget(name: "CreaseTests", dependencies: ["Crease"]),
        .testTarget(name: "CreaseHUDTests", dependencies: ["Crease", "CreaseHUD"]),
    ],
    swiftLanguageModes: [.v6]
)
