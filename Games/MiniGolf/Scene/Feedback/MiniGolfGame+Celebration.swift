import Crease
import CreaseHUD
import Foundation
import MiniGolfCore

/// The moment a ball drops: once it is out of sight in the cup, the score's name ("Birdie!")
/// over the caddie view on a solid plate, and, for par or better or a new best, confetti
/// falling across it, for a second and a half of play. Driven by round frames, so a replay
/// shows the same pieces in the same places.
extension MiniGolfGame {
    /// Confetti pieces.
    static let confettiCount = 48

    /// Draws the celebration, if one is running, over the caddie view (over the course when
    /// the camera is hidden).
    func drawCelebration(into list: inout DrawList) {
        guard let celebration = effects.celebration, !effects.isDropping else { return }
        let area = placement.cameraFrame ?? placement.courseView.frame
        let age = Double(HoleEffects.celebrationFrames - celebration.frames) / 60
        let fade = min(1, Double(celebration.frames) / 20)
        let colors = [Palette.flag, Palette.aim, Color(hex: 0x5BC0EB), Color(hex: 0x9BE564), .white]
        // A bogey is named, not cheered; a new best is cheered whatever the score.
        if celebration.confetti || effects.newBestFrames != nil {
            drawConfetti(in: area, age: age, fade: fade, colors: colors, into: &list)
        }
        // The name, growing in over the first fifth of a second, on a plate nothing shows
        // through (the flagpole stands right behind it).
        let grow = min(1, age / 0.2)
        let font = Font(size: Self.nameSize(celebration.text, in: area) * (0.6 + 0.4 * grow), weight: .bold)
        let width = min(area.width - 24, Double(celebration.text.count) * font.size * 0.68 + 32)
        let middle = nameMiddle(celebration.text, in: area)
        let plate = Rect(x: area.midX - width / 2, y: middle - font.size * 0.75, width: width, height: font.size * 1.5)
        list.fill(plate, cornerRadius: plate.height / 2, Palette.card.withAlpha(UInt8(235 * fade)))
        list.text(celebration.text, at: Point(x: plate.midX, y: plate.minY + font.size * 0.2), font: font, Color.white.fading(fade),
                  alignment: .center)
    }

    /// Where a plate `height` tall over the caddie view stands, clear of the flag (the pole
    /// stands in the view's middle, from the cup up): 10 pt under the cup's near rim where the
    /// view has room for it there, else over the flag's top, under the status; `otherwise`
    /// where neither has room, or the camera is hidden.
    func plateTop(height: Double, in area: Rect, otherwise: Double) -> Double {
        guard let caddie = caddieRenderer() else { return otherwise }
        let projection = caddie.projection, cup = match.course.cup
        // The rim's nearest point, a little past the cup's radius toward the eye.
        let reach = match.tuning.cupRadius + 3, yaw = caddie.camera.yaw
        func row(_ point: Point, _ z: Double) -> Double? {
            let camera = projection.toCamera(Vector3(x: point.x, y: point.y, z: z))
            return camera.z > CaddieCamera.Projection.near ? projection.toScreen(camera).y : nil
        }
        guard let rim = row(Point(x: cup.x - cos(yaw) * reach, y: cup.y - sin(yaw) * reach), 0),
              let top = row(cup, CaddieRenderer.flagHeight) else { return otherwise }
        if rim + 10 + height <= area.maxY - 8 { return rim + 10 }
        if top - 12 - height >= caddie.view.minY + 8 { return top - 12 - height }
        return otherwise
    }

    /// Confetti falling across `area`, `age` seconds into the celebration.
    private func drawConfetti(in area: Rect, age: Double, fade: Double, colors: [Color], into list: inout DrawList) {
        list.clipped(to: area) { list in
            for piece in 0..<Self.confettiCount {
                // A fixed scatter per piece (no random numbers): where it starts, how fast it
                // falls and how it sways.
                let a = Self.scatter(piece, 1), b = Self.scatter(piece, 2), c = Self.scatter(piece, 3)
                let x = area.minX + area.width * a + sin(age * (3 + 3 * c) + a * 6) * 14
                let y = area.minY - 10 + age * area.height * (0.55 + 0.5 * b)
                let size = 3.0 + 3 * c
                let angle = age * (4 + 6 * b) + a * 6
                let dx = cos(angle) * size, dy = sin(angle) * size * 0.5
                list.fillPolygon([Point(x: x - dx, y: y - dy), Point(x: x + dy, y: y - dx * 0.5), Point(x: x + dx, y: y + dy),
                                  Point(x: x - dy, y: y + dx * 0.5)], colors[piece % colors.count].fading(fade))
            }
        }
    }

    /// The "New best!" ribbon: gold, under the score's name, bouncing in and ringed by stars,
    /// for two and a half seconds after a hole beats the player's best.
    func drawNewBest(into list: inout DrawList) {
        guard let shown = effects.newBestFrames, !effects.isDropping else { return }
        // Over the course (no camera), the card between holes carries the news once it shows.
        if placement.cameraFrame == nil, cardFrame() != nil, !effects.isFlashing { return }
        let area = placement.cameraFrame ?? placement.courseView.frame
        let age = Double(shown) / 60
        let fade = min(1, Double(HoleEffects.newBestFrames - shown) / 20)
        // Springs in over the first third of a second: overshoots a little, then settles.
        let spring = age < 0.33 ? sin(age / 0.33 * Double.pi / 2) * 1.08 : 1 + 0.08 * cos((age - 0.33) * 9) * exp(-(age - 0.33) * 6)
        // Under the score's name (`drawCelebration`), as big as the area allows.
        let size = Self.ribbonSize(in: area)
        let name = effects.celebration?.text ?? "Hole in one!"
        let nameHeight = Self.nameSize(name, in: area) * 1.5
        // Whole points, so the spring draws a dozen sizes of the text, not one a frame.
        let font = Font(size: (size * max(0.3, spring)).rounded(), weight: .bold)
        let width = min(area.width - 24, 9 * font.size * 0.68 + 40)
        let centre = Point(x: area.midX, y: nameMiddle(name, in: area) + nameHeight / 2 + 8 + size * 0.75)
        let ribbon = Rect(x: centre.x - width / 2, y: centre.y - font.size * 0.75, width: width, height: font.size * 1.5)
        list.clipped(to: area) { list in
            for star in 0..<10 {
                let angle = Double(star) * Double.pi / 5 + age * 1.5
                let reach = width / 2 + 10 + 6 * sin(age * 6 + Double(star))
                let point = Point(x: centre.x + cos(angle) * reach, y: centre.y + sin(angle) * reach * 0.45)
                list.fillPolygon(Self.star(at: point, radius: 5 + 2 * sin(age * 8 + Double(star))), Palette.aim.fading(fade))
            }
            list.fill(ribbon, cornerRadius: ribbon.height / 2, Palette.aim.fading(fade))
            list.stroke(ribbon, cornerRadius: ribbon.height / 2, Color.white.fading(fade * 0.8), width: 2)
            list.text("New best!", at: Point(x: ribbon.midX, y: ribbon.minY + font.size * 0.2), font: font, Palette.card.fading(fade),
                      alignment: .center)
        }
    }

    /// The "New best!" ribbon's font size in `area`, before its spring.
    static func ribbonSize(in area: Rect) -> Double { min(area.width < 360 ? 24 : 30, max(14, area.height * 0.12)) }

    /// The middle of the score's name's plate over `area` (`plateTop`, with room under the
    /// plate for the "New best!" ribbon while it shows); 38 % down where the view has no room
    /// clear of the flag, or over the course.
    func nameMiddle(_ name: String, in area: Rect) -> Double {
        let nameHeight = Self.nameSize(name, in: area) * 1.5
        let ribbon = effects.newBestFrames != nil ? 8 + Self.ribbonSize(in: area) * 1.5 * 1.08 : 0
        return plateTop(height: nameHeight + ribbon, in: area, otherwise: area.minY + area.height * 0.38 - nameHeight / 2) + nameHeight / 2
    }

    /// The score's name's font size in `area`: big, and never wider or taller than the area
    /// leaves room for (the course on the flip's outer display is small).
    static func nameSize(_ text: String, in area: Rect) -> Double {
        min(area.width < 360 ? 26 : 34, area.height * 0.25, (area.width - 56) / (Double(text.count) * 0.68))
    }

    /// A five-pointed star round a point.
    static func star(at centre: Point, radius: Double) -> [Point] {
        (0..<10).map { index in
            let angle = Double(index) * Double.pi / 5 - Double.pi / 2
            let reach = index % 2 == 0 ? radius : radius * 0.45
            return Point(x: centre.x + cos(angle) * reach, y: centre.y + sin(angle) * reach)
        }
    }

    /// A number in 0..<1 fixed for a piece and a channel.
    private static func scatter(_ piece: Int, _ channel: Int) -> Double {
        let value = sin(Double(piece * 7 + channel * 131) * 12.9898) * 43_758.5453
        return value - value.rounded(.down)
    }
}
