import CreaseHUD

extension DrawListRenderer {
    /// Mesh surfaces kept from one frame to the next: a mesh drawn again with the same
    /// vertices, indices, texture and transform reuses the surfaces worked out for it.
    ///
    /// Working out a mesh's surfaces costs its whole size (every triangle joined, every
    /// outline staged), however little of it a frame redraws. A still course under a turning
    /// windmill redraws a few small rectangles a frame, each crossing the ground's meshes, so
    /// without this each frame paid for the whole ground. Entries are found by the command's
    /// hash and checked for equality, so a collision cannot swap one mesh's pixels for
    /// another's; an entry whose mesh is not in a frame's list is dropped at the end of it, so
    /// the cache never holds more than one frame's meshes.
    struct MeshCache {
        /// One mesh and what was worked out for it.
        private struct Entry {
            var vertices: [Vertex]
            var indices: [Int32]
            var textured: Bool
            var transform: Transform2D
            var surfaces: [MeshSurface]
        }

        private var entries: [UInt64: Entry] = [:]
        /// Hashes of the meshes in the frame being drawn.
        private var present: Set<UInt64> = []

        /// Meshes whose surfaces were reused, since the cache was made.
        private(set) var hits = 0
        /// Meshes whose surfaces were worked out, since the cache was made.
        private(set) var misses = 0

        /// Meshes kept now.
        var count: Int { entries.count }

        /// Starts a frame.
        mutating func beginFrame() { present.removeAll(keepingCapacity: true) }

        /// Notes that the frame's list holds a mesh with this hash, so its entry is kept.
        mutating func keep(_ hash: UInt64) { present.insert(hash) }

        /// The surfaces of a mesh: the kept ones when this mesh was drawn last frame, or
        /// `make()`'s, then kept.
        mutating func surfaces(hash: UInt64, vertices: [Vertex], indices: [Int32], textured: Bool, transform: Transform2D,
                               make: () -> [MeshSurface]) -> [MeshSurface] {
            if let kept = kept(hash: hash, vertices: vertices, indices: indices, textured: textured, transform: transform) { return kept }
            let surfaces = make()
            store(surfaces, hash: hash, vertices: vertices, indices: indices, textured: textured, transform: transform)
            return surfaces
        }

        /// The kept surfaces of a mesh drawn last frame (a hit), or nil.
        mutating func kept(hash: UInt64, vertices: [Vertex], indices: [Int32], textured: Bool, transform: Transform2D) -> [MeshSurface]? {
            guard let entry = entries[hash], entry.textured == textured, entry.transform == transform, entry.indices == indices,
                  entry.vertices == vertices else { return nil }
            hits += 1
            return entry.surfaces
        }

        /// Keeps surfaces worked out for a mesh (a miss).
        mutating func store(_ surfaces: [MeshSurface], hash: UInt64, vertices: [Vertex], indices: [Int32], textured: Bool,
                           transform: Transform2D) {
            misses += 1
            entries[hash] = Entry(vertices: vertices, indices: indices, textured: textured, transform: transform, surfaces: surfaces)
        }

        /// Ends a frame: drops the entries of meshes its list no longer holds.
        mutating func endFrame() {
            guard entries.keys.contains(where: { !present.contains($0) }) else { return }
            entries = entries.filter { present.contains($0.key) }
        }
    }
}
