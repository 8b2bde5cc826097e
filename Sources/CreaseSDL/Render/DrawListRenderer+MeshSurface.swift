import Crease
import CreaseHUD

extension DrawListRenderer {
    /// One surface of a mesh, ready to rasterize into any part of the canvas: what a frame
    /// works out once per mesh, however many rectangles it redraws.
    struct MeshSurface {
        /// Its triangles in canvas pixels, in the mesh's order.
        var triangles: [ShadedTriangle]
        /// Its one colour when every corner has it and nothing is textured (drawn as one shape).
        var flatColor: Color?
        /// Its outline for the rasterizer: every side of every triangle, the shared ones cancelled.
        var staged: StagedContours
        /// The outline's bounding box in canvas pixels.
        var box: Rect
    }

    /// A mesh's surfaces, in drawing order.
    ///
    /// A surface is the triangles joined through shared corners, wherever each comes in the
    /// mesh (a grid of tiles, a fan, a strip, a polygon cut into pieces); a triangle that
    /// shares no corner with any other is a surface of its own. Surfaces come in the order of
    /// their first triangles. Corners match to 1/64 pt: pieces cut from one polygon along a
    /// shared edge meet at points computed two ways, a hair apart, and must still join one
    /// surface (a seam would show where two antialiased outlines meet).
    static func surfaces(of mesh: [Vertex], indices: [Int32], textured: Bool, _ t: Transform2D) -> [MeshSurface] {
        var order: [Int]
        if indices.isEmpty {
            order = Array(0..<(mesh.count - mesh.count % 3))
        } else {
            order = indices.filter { $0 >= 0 && Int($0) < mesh.count }.map { Int($0) }
            order.removeLast(order.count % 3)
        }
        func key(_ point: Point) -> SIMD2<Int64> {
            // A coordinate too large for the grid keys by its bits (it joins only its equals).
            func grid(_ value: Double) -> Int64 {
                let scaled = value * 64
                guard abs(scaled) < 9e18 else { return Int64(bitPattern: UInt64(value.bitPattern)) }
                // Rounded half away from zero, as `rounded()` does (which is a call into libm
                // on this target): the truncation and what it left are exact.
                let whole = Int64(scaled), rest = scaled - Double(whole)
                return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
            }
            return SIMD2(grid(point.x), grid(point.y))
        }
        // Union–find over the corners; each surface's root is its first triangle. The corners
        // seen are kept in an open-addressed table (a frame joins thousands of them, and a
        // dictionary's hashing of each showed in profiles), each with the first triangle
        // that has it.
        var triangles: [ShadedTriangle] = []
        triangles.reserveCapacity(order.count / 3)
        var parent: [Int] = []
        parent.reserveCapacity(order.count / 3)
        var capacity = 16
        while capacity < 2 * order.count { capacity <<= 1 }
        let mask = capacity - 1
        var cornerKeys = [SIMD2<Int64>](repeating: .zero, count: capacity)
        var cornerOwners = [Int32](repeating: -1, count: capacity)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for index in stride(from: 0, to: order.count, by: 3) {
            let a = mesh[order[index]], b = mesh[order[index + 1]], c = mesh[order[index + 2]]
            guard let triangle = ShadedTriangle(a, b, c, t) else { continue }
            let number = triangles.count
            triangles.append(triangle)
            parent.append(number)
            func join(_ corner: SIMD2<Int64>) {
                var slot = TableSlot.of(UInt64(bitPattern: corner.x), UInt64(bitPattern: corner.y), mask: mask)
                while cornerOwners[slot] >= 0, cornerKeys[slot] != corner { slot = (slot + 1) & mask }
                guard cornerOwners[slot] >= 0 else {
                    cornerKeys[slot] = corner
                    cornerOwners[slot] = Int32(number)
                    return
                }
                let (x, y) = (root(number), root(Int(cornerOwners[slot])))
                if x != y { parent[max(x, y)] = min(x, y) }
            }
            join(key(a.position))
            join(key(b.position))
            join(key(c.position))
        }
        // A root is the smallest index of its surface, so it comes before its other members.
        var groups: [[ShadedTriangle]] = []
        var groupOf = [Int](repeating: -1, count: triangles.count)
        for index in triangles.indices {
            let first = root(index)
            if first == index {
                groupOf[index] = groups.count
                groups.append([])
            }
            groups[groupOf[first]].append(triangles[index])
        }
        return groups.compactMap { surface in
            guard let color = surface.first?.vertices.0.color else { return nil }
            var staged = StagedContours()
            guard let box = staged.stage(triangles: surface) else { return nil }
            staged.cancelSharedEdges()
            let flat = !textured && surface.allSatisfy { $0.vertices.0.color == color && $0.vertices.1.color == color && $0.vertices.2.color == color }
            return MeshSurface(triangles: surface, flatColor: flat ? color : nil, staged: staged, box: box)
        }
    }
}
