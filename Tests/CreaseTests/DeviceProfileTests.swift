import Crease
import Foundation
import Testing

@Suite("DeviceProfile: bundled files and bad ones")
struct DeviceProfileTests {
    @Test("duo.json and DeviceProfile.duo are identical")
    func duoMatchesBuiltIn() throws {
        #expect(try TestSupport.profile("duo") == DeviceProfile.duo, "assets/devices/duo.json should equal DeviceProfile.duo")
    }

    @Test("duo.json and the built-in duo give identical regions in every posture and camera state",
          arguments: Posture.allCases)
    func duoRegionsMatch(posture: Posture) throws {
        let file = try TestSupport.profile("duo")
        for camera in [false, true] {
            let a = TestSupport.device(file, posture, camera: camera).displayRegions
            let b = TestSupport.device(.duo, posture, camera: camera).displayRegions
            #expect(a == b, "\(posture), camera \(camera): file and built-in regions should match")
        }
    }

    @Test("the duo reproduces the published numbers")
    func publishedNumbers() {
        #expect(DeviceProfile.duo.inner.size.width == 951, "the inner display is 951 pt wide flat in landscape")
        #expect(DeviceProfile.duo.outer.size.width == 466, "the outer display is 466 pt wide")
        let frames = DeviceProfile.duo.outer.regions.map(\.frame)
        #expect(frames == [Rect(x: 399, y: 29, width: 37, height: 37), Rect(x: 382, y: 0, width: 84, height: 170)],
                "the outer occlusions should be 37×37 at (399, 29) and 84×170 at (382, 0)")
        let fold = DeviceProfile.duo.fold.frame
        #expect(fold.midX == 951.0 / 2, "the book fold should run through the middle of the 951 pt display")
    }

    @Test("every bundled profile loads and is named for its file", arguments: TestSupport.bundledNames)
    func bundled(name: String) throws {
        let profile = try TestSupport.profile(name)
        #expect(profile.name == name, "\(name).json should be named \(name)")
        for posture in Posture.allCases {
            let device = TestSupport.device(profile, posture)
            let bounds = Rect(origin: .zero, size: device.displaySize)
            for region in device.displayRegions {
                #expect(bounds.contains(region.frame), "\(name) \(posture): \(region.id) \(region.frame) should lie on the display")
            }
        }
    }

    @Test("the catalog lists the bundled profiles, duo first, and cycles")
    func catalog() {
        let catalog = DeviceCatalog(directory: TestSupport.devicesDirectory)
        #expect(catalog.names == ["duo", "dual", "flip"], "catalog should list duo first, then the rest sorted")
        #expect(catalog.nextName(after: "flip") == "duo", "cycling past the last profile should wrap to duo")
    }

    @Test("an unknown device name lists the known ones")
    func unknownName() {
        let catalog = DeviceCatalog(directory: TestSupport.devicesDirectory)
        #expect(throws: DeviceProfileError.self, "an unknown name should throw") { try catalog.profile(named: "nokia") }
        do {
            _ = try catalog.profile(named: "nokia")
        } catch {
            #expect("\(error)".contains("duo, dual, flip"), "the error should list the known devices; got \(error)")
        }
    }

    /// A bad file and a phrase its error must contain.
    struct BadFile: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var expected: String
        var testDescription: String { name }
    }

    static let goodInner = #"{"size": {"width": 100, "height": 50}, "regions": [{"id": "fold", "kind": "division", "frame": {"x": 45, "y": 0, "width": 10, "height": 50}, "active": "whileFolded"}]}"#
    static let goodOuter = #"{"size": {"width": 40, "height": 80}}"#

    static func profileJSON(inner: String = goodInner, outer: String = goodOuter, extra: String = "") -> String {
        #"{"name": "bad", "inner": \#(inner), "outer": \#(outer)\#(extra)}"#
    }

    static let badFiles: [BadFile] = [
        BadFile(name: "not JSON", json: "this is not json", expected: "not valid JSON"),
        BadFile(name: "empty file", json: "", expected: "not valid JSON"),
        BadFile(name: "a missing field", json: #"{"name": "bad", "inner": \#(goodInner)}"#, expected: "missing field 'outer'"),
        BadFile(name: "a missing nested field", json: profileJSON(outer: #"{"regions": []}"#), expected: "missing field 'outer.size'"),
        BadFile(name: "a wrong type", json: profileJSON(outer: #"{"size": {"width": "wide", "height": 80}}"#), expected: "'outer.size.width' should be a number"),
        BadFile(name: "a negative size", json: profileJSON(outer: #"{"size": {"width": -40, "height": 80}}"#), expected: "'outer.size' must be positive"),
        BadFile(name: "a zero size", json: profileJSON(outer: #"{"size": {"width": 40, "height": 0}}"#), expected: "'outer.size' must be positive"),
        BadFile(name: "a fold outside the display",
                json: profileJSON(inner: #"{"size": {"width": 100, "height": 50}, "regions": [{"id": "fold", "kind": "division", "frame": {"x": 145, "y": 0, "width": 10, "height": 50}, "active": "whileFolded"}]}"#),
                expected: "lies outside"),
        BadFile(name: "a fold that does not cross the display",
                json: profileJSON(inner: #"{"size": {"width": 100, "height": 50}, "regions": [{"id": "fold", "kind": "division", "frame": {"x": 45, "y": 0, "width": 10, "height": 20}, "active": "whileFolded"}]}"#),
                expected: "edge to edge"),
        BadFile(name: "an unknown kind",
                json: profileJSON(inner: #"{"size": {"width": 100, "height": 50}, "regions": [{"id": "fold", "kind": "crease", "frame": {"x": 45, "y": 0, "width": 10, "height": 50}, "active": "whileFolded"}]}"#),
                expected: "'inner.regions[0].kind'"),
        BadFile(name: "no fold", json: profileJSON(inner: #"{"size": {"width": 100, "height": 50}}"#), expected: "exactly one division"),
        BadFile(name: "a fold on the outer display",
                json: profileJSON(outer: #"{"size": {"width": 40, "height": 80}, "regions": [{"id": "x", "kind": "division", "frame": {"x": 0, "y": 30, "width": 40, "height": 10}, "active": "always"}]}"#),
                expected: "has no fold"),
        BadFile(name: "repeated ids",
                json: profileJSON(outer: #"{"size": {"width": 40, "height": 80}, "regions": [{"id": "c", "kind": "occlusion", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "active": "always"}, {"id": "c", "kind": "occlusion", "frame": {"x": 10, "y": 0, "width": 4, "height": 4}, "active": "always"}]}"#),
                expected: "repeats an id"),
        BadFile(name: "margins wider than the frame",
                json: profileJSON(outer: #"{"size": {"width": 40, "height": 80}, "regions": [{"id": "c", "kind": "occlusion", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "margins": {"leading": 3, "trailing": 3}, "active": "always"}]}"#),
                expected: "margins"),
        BadFile(name: "hinge thresholds out of order", json: profileJSON(extra: #", "hinge": {"closedBelow": 160, "openAbove": 150, "hysteresis": 10, "halfOpenAngle": 100}"#),
                expected: "'hinge' needs"),
        BadFile(name: "more regions than a display may have",
                json: profileJSON(outer: #"{"size": {"width": 40, "height": 80}, "regions": ["# + (0..<17).map { #"{"id": "c\#($0)", "kind": "occlusion", "frame": {"x": 0, "y": \#($0), "width": 4, "height": 1}, "active": "always"}"# }.joined(separator: ", ") + "]}"),
                expected: "'outer.regions' has 17 regions; a display may have at most 16"),
        BadFile(name: "absurd nesting", json: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                expected: "nested more than"),
    ]

    @Test("a bad profile is rejected with its path and what is wrong", arguments: badFiles)
    func badFile(_ bad: BadFile) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json")
        try Data(bad.json.utf8).write(to: file)
        do {
            _ = try DeviceProfile(contentsOf: file)
            Issue.record("\(bad.name): the profile should have been rejected")
        } catch let error as DeviceProfileError {
            let text = error.description
            #expect(text.hasPrefix(file.path + ": "), "\(bad.name): the error should start with the file's path; got \(text)")
            #expect(text.contains(bad.expected), "\(bad.name): the error should say '\(bad.expected)'; got \(text)")
            #expect(!text.contains("\n"), "\(bad.name): the error should be one line; got \(text)")
        }
    }

    @Test("a missing file names its path")
    func missingFile() {
        let file = URL(fileURLWithPath: "/nonexistent/crease/nope.json")
        do {
            _ = try DeviceProfile(contentsOf: file)
            Issue.record("a missing file should throw")
        } catch {
            #expect("\(error)".hasPrefix("/nonexistent/crease/nope.json: cannot be read"), "got \(error)")
        }
    }
}
