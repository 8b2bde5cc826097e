import Crease
import CreaseHUD
import CreaseSDL
import Foundation

/// What the draw-list target draws on and starts from: the renderers (the window's text stack,
/// on a 160×120 canvas) and the seed scenes, made in code.
enum DrawListFuzzing {
    /// The canvas, in pixels (one a point): small, so an execution is quick.
    static let width = 160
    static let height = 120

    /// The frames this process drew both ways and found equal (libFuzzer runs inputs on one
    /// thread); `crease-fuzz` prints the count when it exits, for the reliability guide's tally.
    nonisolated(unsafe) static var framesCompared = 0

    /// Crease's bundled fonts, found once (`AssetLocator`).
    static let fonts = Result { try FontFiles() }

    /// A renderer on its own canvas with the bundled fonts: the window's atlas bounds, or two
    /// pages of 128 px so the atlas evicts within a run. Problems it survives are dropped
    /// (a missing image is the input's, not a finding).
    static func renderer(damageTracking: Bool, smallAtlas: Bool) throws(FuzzFinding) -> DrawListRenderer {
        do {
            return try DrawListRenderer.offscreen(fonts: try fonts.get(), width: width, height: height, damageTracking: damageTracking,
                                                  glyphPages: smallAtlas ? 2 : 8, glyphPageSize: smallAtlas ? 128 : 512, report: { _ in })
        } catch {
            throw FuzzFinding("cannot make a renderer with the bundled fonts: \(error)")
        }
    }

    /// Every command kind, large over the canvas at fractional positions, in three frames in
    /// which a dot moves and a colour changes.
    static func everyKindFrames(in area: Rect) -> [DrawList] {
        let inner = area.insetBy(dx: area.width * 0.1 + 0.3, dy: area.height * 0.1 + 0.45)
        let white = Color.white, half = Color(red: 90, green: 200, blue: 255, alpha: 128)
        let kinds: [DrawCommand] = [
            .fillRect(inner, Color(red: 40, green: 60, blue: 90)), .strokeRect(inner, white, width: 2.5),
            .fillRoundedRect(inner.insetBy(dx: 8, dy: 8), radius: 11.3, half), .strokeRoundedRect(inner, radius: 15.7, white, width: 1.5),
            .line(from: Point(x: 3.3, y: 110.6), to: Point(x: 150.2, y: 9.9), white, width: 1.7),
            .fillCircle(center: Point(x: 80.4, y: 60.6), radius: 33.3, half), .strokeCircle(center: Point(x: 80.4, y: 60.6), radius: 50.1, white, width: 3),
            .fillPolygon([Point(x: 10.2, y: 100.1), Point(x: 150.7, y: 40.4), Point(x: 60.1, y: 115.5), Point(x: 120, y: 5)], half),
            .triangles([Vertex(position: Point(x: 5.5, y: 5.5), color: .white), Vertex(position: Point(x: 150.2, y: 20.1), color: half),
                        Vertex(position: Point(x: 140.9, y: 110.3), color: Color(red: 255, green: 0, blue: 0, alpha: 90))], indices: [], texture: nil),
            .image("images/missing.png", source: nil, destination: Rect(x: 100.5, y: 70.25, width: 40, height: 30), tint: white),
            .text("Score 42 النتيجة", origin: Point(x: 80, y: 40.5), font: .body, white, alignment: .center, direction: .leftToRight),
            .pushClip(inner.insetBy(dx: 10, dy: 10)), .pushTransform(.rotation(degrees: 21.2, around: Point(x: 80, y: 60))),
            .fillRect(Rect(x: 30.1, y: 50.3, width: 100.4, height: 20.8), Color(red: 250, green: 250, blue: 250, alpha: 120)),
            .text("स्कोर ניקוד", origin: Point(x: 40, y: 52), font: .caption, .black, alignment: .left, direction: .rightToLeft),
            .popTransform, .popClip,
        ]
        return [(Point(x: 20.3, y: 20.6), UInt8(100)), (Point(x: 101.3, y: 77.9), 140), (Point(x: 33.3, y: 99.5), 140)].map { dot, ground in
            var list = DrawList()
            list.fill(area, Color(red: 20, green: 30, blue: ground))
            for command in kinds { list.append(command) }
            list.fillCircle(center: dot, radius: 2.4, Color(red: 255, green: 40, blue: 40))
            return list
        }
    }

    /// A game's frame at a small size: a board of lines, a moving ball and its shadow, a
    /// status plate with a number that changes, a button, a meter.
    static func gameLikeFrames() -> [DrawList] {
        (0..<4).map { step in
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 160, height: 120), Color(red: 18, green: 60, blue: 30))
            for row in 0..<6 { list.line(from: Point(x: 10, y: 10 + Double(row) * 16), to: Point(x: 150, y: 10 + Double(row) * 16), Color(red: 40, green: 90, blue: 50)) }
            let ball = Point(x: 30.5 + Double(step) * 7.3, y: 70.25 - Double(step) * 3.1)
            list.fillCircle(center: Point(x: ball.x + 1.5, y: ball.y + 2), radius: 4.2, Color(red: 0, green: 0, blue: 0, alpha: 90))
            list.fillCircle(center: ball, radius: 4, .white)
            list.fill(Rect(x: 8, y: 6, width: 64, height: 22), cornerRadius: 6, Color(red: 0, green: 0, blue: 0, alpha: 160))
            list.text("Strokes \(step + 1)", at: Point(x: 14, y: 9), font: .caption, .white)
            list.fill(Rect(x: 100.5, y: 92.5, width: 50, height: 20), cornerRadius: 8, Color(red: 30, green: 120, blue: 240))
            list.text("Fire", at: Point(x: 125.5, y: 95), font: .caption, .white, alignment: .center)
            list.fill(Rect(x: 8, y: 104, width: 60 - Double(step) * 9.5, height: 6), Color(red: 240, green: 200, blue: 40))
            list.stroke(Rect(x: 8, y: 104, width: 60, height: 6), .white, width: 1)
            return list
        }
    }

    /// Text of every script at several sizes and turns, on an atlas small enough to evict.
    static func scriptFrames() -> [DrawList] {
        let lines = ["Fuel الوقود 7 ניקוד स्कोर", "النتيجة ٣٤", "דלק 12", "ईंधन क्षि", "Score 42 fi ffl"]
        return (0..<3).map { step in
            var list = DrawList()
            for (number, line) in lines.enumerated() {
                let font = Font(size: [13, 17, 24, 34, 9][(number + step) % 5], weight: number % 2 == 0 ? .regular : .bold)
                list.text(line, at: Point(x: 4 + Double(step) * 0.5, y: 4 + Double(number) * 22), font: font, Color(red: 255, green: 240, blue: 200))
            }
            list.transformed(by: .rotation(degrees: 90 * Double(step + 1), around: Point(x: 80, y: 60))) { list in
                list.text("ניקוד स्कोर", at: Point(x: 80, y: 55), font: .body, .white, alignment: .center)
            }
            return list
        }
    }

    /// Forty transforms and clips pushed inside one another, each a little turned and
    /// smaller, with a shape at every depth, then popped (one pop too many of each).
    static func deepStackFrames() -> [DrawList] {
        (0..<2).map { step in
            var list = DrawList()
            for depth in 0..<40 {
                list.append(.pushTransform(.rotation(degrees: 3.7 + Double(step), around: Point(x: 80, y: 60))))
                list.append(.pushClip(Rect(x: 2 + Double(depth), y: 1.5 + Double(depth), width: 156 - 2 * Double(depth), height: 117 - 2 * Double(depth))))
                list.stroke(Rect(x: 10.5 + Double(depth), y: 8.5 + Double(depth) / 2, width: 100, height: 60), Color(red: UInt8(depth * 6), green: 200, blue: 90), width: 1.2)
            }
            for _ in 0..<41 { list.append(.popClip); list.append(.popTransform) }
            return list
        }
    }

    /// Inputs of extreme values: raw bytes through the decoder's extremes (NaN, infinities,
    /// ±1e300) for every kind, and zero and huge radii, a polygon crossing itself, text at
    /// huge and tiny sizes.
    static func extremeSeeds() -> [FuzzSeed] {
        var extremes = FuzzBytesWriter()
        extremes.byte(0); extremes.byte(0)
        for kind in FuzzDrawList.Kind.allCases {
            for value in UInt8(0)..<UInt8(12) {
                extremes.index(kind.rawValue)
                for _ in 0..<24 { extremes.byte(value) }
            }
        }
        var shapes = DrawList()
        shapes.fillCircle(center: Point(x: 80, y: 60), radius: 0, .white)
        shapes.fillCircle(center: Point(x: 80, y: 60), radius: 1e300, Color(red: 90, green: 90, blue: 200, alpha: 100))
        shapes.append(.strokeCircle(center: Point(x: 1e300, y: -1e300), radius: .infinity, .white, width: .nan))
        shapes.fill(Rect(x: 10, y: 10, width: 140, height: 100), cornerRadius: 1e300, Color(red: 200, green: 40, blue: 40, alpha: 200))
        shapes.fillPolygon([Point(x: 10, y: 10), Point(x: 150, y: 110), Point(x: 150, y: 10), Point(x: 10, y: 110)], .white)
        shapes.fillPolygon([Point(x: 10, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 10)], .white)
        shapes.fillPolygon([Point(x: .nan, y: 10), Point(x: 150, y: .infinity), Point(x: 10, y: 110)], .white)
        shapes.text("Huge", at: Point(x: 0, y: 0), font: Font(size: 400), .white)
        shapes.text("tiny ניקוד", at: Point(x: 50, y: 50), font: Font(size: 0.4), .white)
        shapes.text(String(repeating: "Fuel الوقود ", count: 30), at: Point(x: 160, y: 90), font: .body, .white, alignment: .right)
        return [FuzzSeed(name: "extreme-values", data: extremes.data, mustBeAccepted: false),
                FuzzSeed(name: "extreme-shapes", data: FuzzDrawList.encode([shapes, DrawList(), shapes]), mustBeAccepted: false)]
    }
}
