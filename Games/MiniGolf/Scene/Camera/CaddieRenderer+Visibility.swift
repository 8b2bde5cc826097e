import Crease
import CreaseHUD

/// Which of the caddie camera's faces hides which: the painting order, and walls the eye sees
/// the ball through.
extension CaddieRenderer {
    /// A face ready to paint: its corners in camera space and its colour.
    struct PaintedFace {
        var camera: [Vector3]
        var color: Color
        var colors: [Color]?
        var triangles: [(Int, Int, Int)]?
    }

    /// The opacity of a face that stands between the eye and the ball: enough to read as a
    /// wall, little enough that the ball shows through it.
    static let seeThroughAlpha: UInt8 = 96
    /// The height of the ball's foot the eye looks for past a wall, course units.
    static let footHeight = 0.5
    /// How near the eye (along the view, course units) an obstacle's face turns see-through.
    static let elbow = 40.0

    /// The faces in the order they are painted, behind first.
    ///
    /// Faces wholly behind the near plane or beyond the far one are left out (one that crosses
    /// the near plane is kept and clipped when it is drawn). The rest are sorted far to near by
    /// their middle, then corrected where that is wrong: of two faces that overlap on screen,
    /// the one lying wholly on the far side of the other's plane is painted first (Newell's
    /// test, as a topological sort). A long rail beside the ball and the ball in front of it sort right this way,
    /// where depth alone puts the rail over the ball. A face the line from the eye to
    /// `sightLine`'s target (the ball's middle), or to the ball's foot below it, passes through
    /// is see-through, so the ball is never lost, whole or half, behind a wall; a ball behind
    /// such a face is painted last. An obstacle's face nearer the eye than `elbow` is
    /// see-through too.
    static func paintingOrder(_ faces: [Face], projection: CaddieCamera.Projection, sightLine: (Vector3, Vector3)?) -> [PaintedFace] {
        var kept: [Candidate] = []
        kept.reserveCapacity(faces.count)
        for face in faces {
            let camera = face.points.map(projection.toCamera)
            guard camera.contains(where: { $0.z >= CaddieCamera.Projection.near }),
                  camera.contains(where: { $0.z < CaddieCamera.Projection.far }) else { continue }
            kept.append(Candidate(face: face, camera: camera, projection: projection))
        }
        kept.sort { $0.depth > $1.depth }
        // Of two faces that overlap on screen, the one behind the other's plane goes first; the
        // rest keep their far-to-near order. Faces that each lie behind the other (a cycle)
        // fall back on depth. A topological sort, choosing the farthest face that is free.
        let count = kept.count
        var after = [[Int]](repeating: [], count: count)
        var waiting = [Int](repeating: 0, count: count)
        for i in 0..<count {
            for j in (i + 1)..<count where kept[i].overlaps(kept[j]) {
                let iFirst = kept[i].isBehind(kept[j], eye: projection.eye), jFirst = kept[j].isBehind(kept[i], eye: projection.eye)
                if iFirst != jFirst {
                    let (first, second) = iFirst ? (i, j) : (j, i)
                    after[first].append(second)
                    waiting[second] += 1
                }
            }
        }
        var order: [Int] = []
        order.reserveCapacity(count)
        var placed = [Bool](repeating: false, count: count)
        while order.count < count {
            // The farthest face nothing unplaced must precede; in a cycle, the farthest left.
            let next = (0..<count).first { !placed[$0] && waiting[$0] == 0 } ?? (0..<count).first { !placed[$0] } ?? 0
            placed[next] = true
            order.append(next)
            for later in after[next] { waiting[later] -= 1 }
        }
        kept = order.map { kept[$0] }
        var painted: [PaintedFace] = []
        painted.reserveCapacity(kept.count)
        var ball: (index: Int, face: PaintedFace)?
        var lastSeeThrough = -1
        for candidate in kept {
            var color = candidate.face.color
            // The lines to the ball's middle and to its foot: a rail low enough to leave the
            // middle in sight still hides the ball's lower half.
            // An obstacle at the eye's elbow (a windmill's tower, a block) would fill the view.
            let isAtTheElbow = candidate.face.isObstacle && candidate.camera.contains { $0.z < Self.elbow }
            if let (eye, ball) = sightLine, !candidate.face.isBall,
               isAtTheElbow || candidate.crosses(from: eye, to: ball) || candidate.crosses(from: eye, to: Vector3(x: ball.x, y: ball.y, z: Self.footHeight)) {
                color = color.withAlpha(min(color.alpha, Self.seeThroughAlpha))
                lastSeeThrough = painted.count
            }
            let face = PaintedFace(camera: candidate.camera, color: color, colors: candidate.face.colors, triangles: candidate.face.triangles)
            if candidate.face.isBall { ball = (painted.count, face) }
            painted.append(face)
        }
        // Seen through a rail, the ball is painted last, white rather than tinted by the rail,
        // and whole: the rail is see-through so that the ball reads, and the edge of its top
        // (which does not cross the line of sight) would otherwise cut across the ball.
        if let ball, lastSeeThrough > ball.index {
            painted.remove(at: ball.index)
            painted.append(ball.face)
        }
        return painted
    }

    /// A face with what sorting asks of it, worked out once.
    struct Candidate {
        var face: Face
        var camera: [Vector3]
        var depth: Double
        var normal: Vector3
        var screen: Rect

        init(face: Face, camera: [Vector3], projection: CaddieCamera.Projection) {
            self.face = face
            self.camera = camera
            depth = camera.reduce(0) { $0 + $1.z } / Double(camera.count)
            // Newell's normal: right for any planar polygon, whichever way it winds.
            var normal = Vector3(x: 0, y: 0, z: 0)
            for i in face.points.indices {
                normal = normal + face.points[i].cross(face.points[(i + 1) % face.points.count])
            }
            self.normal = normal
            let near = projection.clipNear(camera).map(projection.toScreen)
            var box = Rect.zero
            if let first = near.first {
                var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
                for point in near.dropFirst() {
                    minX = min(minX, point.x); maxX = max(maxX, point.x)
                    minY = min(minY, point.y); maxY = max(maxY, point.y)
                }
                box = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            }
            screen = box
        }

        /// Which side of this face's plane a point lies on (0 within a hair of it).
        func side(of point: Vector3) -> Int {
            guard let origin = face.points.first else { return 0 }
            let distance = normal.dot(point - origin)
            let tolerance = 1e-6 * max(1, (normal.dot(normal)).squareRoot())
            return distance > tolerance ? 1 : distance < -tolerance ? -1 : 0
        }

        /// True when the two overlap on screen (their boxes do).
        func overlaps(_ other: Candidate) -> Bool {
            screen.maxX > other.screen.minX && other.screen.maxX > screen.minX
                && screen.maxY > other.screen.minY && other.screen.maxY > screen.minY
        }

        /// True when this face must be painted before `other`: it lies wholly on the far side
        /// of `other`'s plane, or `other` lies wholly on the eye's side of its plane.
        func isBehind(_ other: Candidate, eye: Vector3) -> Bool {
            // The ball against a face: by the side of the face's plane its centre lies on.
            if let centre = other.face.anchor, face.anchor == nil {
                let eyeSide = side(of: eye)
                return eyeSide != 0 && side(of: centre) == eyeSide
            }
            if let centre = face.anchor, other.face.anchor == nil {
                let eyeSide = other.side(of: eye)
                return eyeSide != 0 && other.side(of: centre) == -eyeSide
            }
            let otherEye = other.side(of: eye)
            if otherEye != 0, face.points.allSatisfy({ other.side(of: $0) != otherEye }),
               face.points.contains(where: { other.side(of: $0) == -otherEye }) { return true }
            let eyeSide = side(of: eye)
            if eyeSide != 0, other.face.points.allSatisfy({ side(of: $0) != -eyeSide }),
               other.face.points.contains(where: { side(of: $0) == eyeSide }) { return true }
            return false
        }

        /// True when the segment from `a` to `b` passes through the face (a convex polygon).
        func crosses(from a: Vector3, to b: Vector3) -> Bool {
            guard let origin = face.points.first else { return false }
            let da = normal.dot(a - origin), db = normal.dot(b - origin)
            guard (da > 0) != (db > 0), da != db else { return false }
            let hit = a + (b - a) * (da / (da - db))
            var sign = 0.0
            for i in face.points.indices {
                let p = face.points[i], q = face.points[(i + 1) % face.points.count]
                let turn = normal.dot((q - p).cross(hit - p))
                if turn * sign < 0 { return false }
                if turn != 0 { sign = turn }
            }
            return true
        }
    }
}
