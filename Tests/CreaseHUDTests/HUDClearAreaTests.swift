import Crease
import CreaseHUD
import Testing

@Suite("HUD.clearArea: where a playfield goes")
struct HUDClearAreaTests {
    static let measurer = MonospaceTextMeasurer()

    /// A HUD laid out on a device.
    static func laidOut(_ hud: HUD, on device: Device) -> HUD {
        var hud = hud
        hud.update(in: Fixtures.proxy(device), measurer: measurer)
        return hud
    }

    /// The fold as it lies once folded, in display points.
    static func seam(of device: Device) throws -> Rect {
        let folded = try #require(device.foldedInPlace, "\(device.posture) should fold in place")
        return try #require(folded.displayRegions.first { $0.kind == .division }?.frame, "the duo should have a fold")
    }

    /// Every camera of the showing display, idle ones included, in display points.
    static func cameras(of device: Device) -> [Rect] {
        device.displayRegions.filter { $0.kind == .occlusion }.map(\.frame)
    }

    @Test("flat, pre-reserving: the fold's seam and the idle camera are kept clear, and turning the camera on moves nothing")
    func foldAndIdleCamera() throws {
        let flat = Fixtures.device("duo", .flatAfterTabletop)
        let hud = Self.laidOut(HUD(), on: flat)
        let clear = hud.clearArea()
        let seam = try Self.seam(of: flat)
        #expect(!clear.intersects(seam), "the playfield \(clear) should leave the seam \(seam) free while flat")
        for camera in Self.cameras(of: flat) {
            #expect(!clear.intersects(camera), "the playfield \(clear) should keep clear of the idle camera \(camera)")
        }
        // The half without the camera is the larger clear part: below the fold, edge to edge.
        let size = flat.displaySize
        #expect(clear == Rect(x: 0, y: seam.maxY, width: size.width, height: size.height - seam.maxY), "got \(clear)")
        var inUse = flat
        inUse.innerCameraInUse = true
        #expect(Self.laidOut(HUD(), on: inUse).clearArea() == clear, "a camera turning on should move nothing")
        var folded = flat
        folded.posture = .tabletop
        #expect(Self.laidOut(HUD(), on: folded).clearArea() == clear, "folding should move nothing")
    }

    @Test("adaptive: only what is active now counts")
    func adaptive() {
        let flat = Fixtures.device("duo", .flatAfterTabletop)
        let clear = Self.laidOut(HUD(policy: .adaptive, elements: []), on: flat).clearArea()
        #expect(clear == Rect(origin: .zero, size: flat.displaySize), "flat with the camera idle, an adaptive playfield should get the whole display, not \(clear)")
    }

    @Test("the HUD's controls and status are kept clear, clearance points out; viewports and decorations are not")
    func elements() throws {
        let device = Fixtures.device("duo", .tabletop)
        let hud = Self.laidOut(HUD(
            .viewport("field").in(.flat),
            .icon("art", "background").in(.flat),
            .label("hint", "Drag to aim").anchored(.top).in(.flat),
            .row("controls", [.button("fire", "Fire"), .button("pause", "Pause")]).anchored(.bottomTrailing).in(.flat)
        ), on: device)
        let field = try #require(hud.frame(of: "field"))
        let clear = hud.clearArea(in: field, fitting: Size(width: 4, height: 3), clearance: 4)
        #expect(field.contains(clear), "the playfield \(clear) should lie in the viewport \(field)")
        for id in ["hint", "fire", "pause"] {
            let frame = try #require(hud.frame(of: id)).insetBy(dx: -4, dy: -4)
            #expect(!clear.intersects(frame), "the playfield \(clear) should keep 4 pt from \(id) at \(frame)")
        }
        #expect(clear.width > field.width / 2, "the field and the art should not count as obstacles: \(clear) in \(field)")
    }

    @Test("hidden elements keep their place; ignored ones and what they hold lie over the playfield")
    func hiddenAndIgnored() throws {
        let device = Fixtures.device("duo", .tabletop)
        let hud = Self.laidOut(HUD(
            .viewport("field").in(.flat),
            .column("menu", [.button("resume", "Resume"), .button("quit", "Quit")]).anchored(.center).in(.flat).hidden(true)
        ), on: device)
        let field = try #require(hud.frame(of: "field"))
        let menu = try #require(hud.frame(of: "resume"))
        #expect(!hud.clearArea(in: field).intersects(menu), "a hidden button keeps its place, so the playfield should avoid it")
        #expect(hud.clearArea(in: field, ignoring: ["menu"]) == field, "a menu meant to lie over the playfield should be ignored with its buttons")
    }

    @Test("closed, every pane is the whole display: the playfield still keeps clear of the status, the controls and the cameras",
          arguments: Fixtures.profileNames)
    func closedPosture(profile: String) throws {
        let device = Fixtures.device(profile, .closed)
        let hud = Self.laidOut(HUD(
            .label("score", "0 : 0").anchored(.top).in(.raised),
            .button("reset", "New game").anchored(.bottomTrailing).in(.raised),
            .viewport("rink").in(.flat).inset(12)
        ), on: device)
        let rink = try #require(hud.frame(of: "rink"))
        let score = try #require(hud.frame(of: "score"))
        #expect(rink.intersects(score), "closed, the flat viewport \(rink) should overlap the raised score \(score): the case this covers")
        let clear = hud.clearArea(in: rink, fitting: Size(width: 3, height: 5))
        #expect(!clear.isEmpty && rink.contains(clear), "\(profile): the playfield \(clear) should lie in the viewport \(rink)")
        for id in ["score", "reset"] {
            let frame = try #require(hud.frame(of: id))
            #expect(!clear.intersects(frame), "\(profile) closed: the playfield \(clear) should keep clear of \(id) at \(frame)")
        }
        for camera in Self.cameras(of: device) {
            #expect(!clear.intersects(camera), "\(profile) closed: the playfield \(clear) should keep clear of the camera \(camera)")
        }
    }

    @Test("a pane in a right-to-left book layout is the trailing half, on the left", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func paneInBook(direction: LayoutDirection) throws {
        let device = Fixtures.device("duo", .book, direction: direction)
        let hud = Self.laidOut(HUD(), on: device)
        let seam = try Self.seam(of: device)
        let clear = hud.clearArea(in: .flat)
        #expect(!clear.isEmpty && Rect(origin: .zero, size: device.displaySize).contains(clear), "\(direction): \(clear) should lie on the display")
        #expect(direction == .rightToLeft ? clear.maxX <= seam.minX : clear.minX >= seam.maxX,
                "\(direction): the flat pane's clear part \(clear) should lie on the trailing side of the fold \(seam)")
    }
}
