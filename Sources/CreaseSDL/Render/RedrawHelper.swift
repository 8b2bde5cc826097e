import Foundation
import Synchronization

/// A second thread that draws bands of a frame beside the main one, each with a renderer of
/// its own over the same pixels (`DrawListRenderer.init(helping:)`).
///
/// The main renderer primes the thread when a frame starts (`prime`): it wakes and waits
/// spinning, because waking a sleeping thread can take longer than the bands it would draw.
/// When the frame's rectangles are known, the main renderer posts a `RedrawJob` and starts on
/// its bands at once; the helper takes the bands left. The main renderer waits only for
/// bands the helper has taken, so a helper slow to wake costs the frame nothing. At the end
/// of the frame (`rest`) the thread goes back to sleep; it ends with the renderer that made
/// it (`stop`).
final class RedrawHelper: @unchecked Sendable {
    /// How long a primed thread spins for a job before it sleeps again.
    static let spinLimit: UInt64 = 4_000_000
    private let renderer: DrawListRenderer
    private let wake = DispatchSemaphore(value: 0)
    private let posted = Mutex<RedrawJob?>(nil)
    private let hasJob = Atomic<Bool>(false)
    private let primed = Atomic<Bool>(false)
    private let stopping = Atomic<Bool>(false)

    /// Bytes the helper's renderer holds in coverage masks (read between frames, while it rests).
    var coverageMaskBytes: Int { renderer.coverageCache.bytes }

    /// Starts the thread, which draws with `renderer` (made for it, used by nothing else).
    init(renderer: DrawListRenderer) {
        self.renderer = renderer
        let thread = Thread { [self] in run() }
        thread.name = "crease-redraw"
        thread.start()
    }

    /// Wakes the thread to wait for this frame's job.
    func prime() {
        primed.store(true, ordering: .releasing)
        wake.signal()
    }

    /// Hands the thread a frame's bands.
    func post(_ job: RedrawJob) {
        posted.withLock { $0 = job }
        hasJob.store(true, ordering: .releasing)
        wake.signal()
    }

    /// Lets the thread sleep until the next frame.
    func rest() { primed.store(false, ordering: .releasing) }

    /// Ends the thread once it is idle.
    func stop() {
        stopping.store(true, ordering: .releasing)
        wake.signal()
    }

    private func run() {
        while true {
            wake.wait()
            var spins = 0
            var since = DispatchTime.now().uptimeNanoseconds
            while !stopping.load(ordering: .acquiring) {
                if hasJob.load(ordering: .acquiring), let job = take() {
                    draw(job)
                    since = DispatchTime.now().uptimeNanoseconds
                    continue
                }
                guard primed.load(ordering: .acquiring) else { break }
                spins += 1
                if spins & 255 == 0 {
                    if DispatchTime.now().uptimeNanoseconds - since > Self.spinLimit { break }
                    sched_yield()
                }
            }
            if stopping.load(ordering: .acquiring) { return }
        }
    }

    private func take() -> RedrawJob? {
        posted.withLock { job in
            defer { job = nil }
            hasJob.store(false, ordering: .releasing)
            return job
        }
    }

    private func draw(_ job: RedrawJob) {
        renderer.adopt(job)
        job.prepareMeshes()
        while let band = job.claim() {
            renderer.drawBand(band, of: job)
            job.finish()
        }
        renderer.releaseFrame()
    }
}

/// One frame's redraw shared between the main renderer and its `RedrawHelper`: what both
/// read, the bands they take in turn, and what each band left to apply afterwards.
final class RedrawJob: @unchecked Sendable {
    /// What the helper's renderer draws from: the main renderer's frame, read only.
    struct Frame {
        var list: DrawList
        var clearColor: Color
        var placed: [DrawListRenderer.Placed]
        var placedHashes: [UInt64]
        var underlay: Underlay
        var damage: DamageGrid
        var preparedMeshes: [Int: [DrawListRenderer.MeshSurface]]
        var damageTracking: Bool
        var pixels: UnsafeMutablePointer<UInt32>
        var width: Int
        var height: Int
    }

    /// What drawing one band left: cells kept under veils, pixels copied back, and whether it
    /// needed something not prepared (then it is drawn again on the main thread alone).
    struct Result {
        var kept: [Int] = []
        var restored = 0
        var missed = false
        var byHelper = false
        /// Glyphs drawn from the atlas, and the pages they lie on (for its statistics and its
        /// least-recently-used order, applied by the main thread).
        var glyphHits = 0
        var glyphPages: Set<Int> = []
    }

    /// A mesh no frame kept surfaces for: worked out by whichever thread takes it, before
    /// either draws a band.
    struct MeshTask {
        /// The command's index in the list.
        var item: Int
        var hash: UInt64
        var vertices: [Vertex]
        var indices: [Int32]
        var textured: Bool
        var transform: Transform2D
    }

    let frame: Frame
    /// Pieces of the frame's rectangles, a band of whole cell rows each.
    let bands: [[(rect: PixelRect, kind: Int)]]
    /// Per band, the positions (ascending) of the placed commands that cross its rows.
    let candidates: [[Int]]
    /// One per band, written only by the thread that drew it, read once all are done.
    let results: UnsafeMutableBufferPointer<Result>
    let meshTasks: [MeshTask]
    /// One per mesh task, written only by the thread that took it, read once all are done.
    let meshResults: UnsafeMutableBufferPointer<[DrawListRenderer.MeshSurface]>
    /// Each mesh task's command index → its position in `meshTasks`.
    private let meshSlots: [Int: Int]
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    private let nextMesh = Atomic<Int>(0)
    private let meshesDone = Atomic<Int>(0)

    init(frame: Frame, bands: [[(rect: PixelRect, kind: Int)]], candidates: [[Int]], meshTasks: [MeshTask]) {
        self.frame = frame
        self.bands = bands
        self.candidates = candidates
        self.meshTasks = meshTasks
        results = .allocate(capacity: bands.count)
        _ = results.initialize(from: repeatElement(Result(), count: bands.count))
        meshResults = .allocate(capacity: meshTasks.count)
        _ = meshResults.initialize(from: repeatElement([], count: meshTasks.count))
        meshSlots = Dictionary(meshTasks.enumerated().map { ($0.element.item, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    deinit {
        results.deinitialize()
        results.deallocate()
        meshResults.deinitialize()
        meshResults.deallocate()
    }

    /// Works out the meshes no thread has taken yet, then waits until every mesh is worked
    /// out (only for those the other thread took): each band may draw any of them.
    func prepareMeshes() {
        while true {
            let index = nextMesh.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < meshTasks.count else { break }
            let task = meshTasks[index]
            meshResults[index] = DrawListRenderer.surfaces(of: task.vertices, indices: task.indices, textured: task.textured, task.transform)
            meshesDone.wrappingAdd(1, ordering: .releasing)
        }
        Self.spin { meshesDone.load(ordering: .acquiring) >= meshTasks.count }
    }

    /// The surfaces a mesh task worked out for the command at `item`, if it had one.
    func surfaces(ofItem item: Int) -> [DrawListRenderer.MeshSurface]? { meshSlots[item].map { meshResults[$0] } }

    /// The next band no thread has taken, or nil when all are taken.
    func claim() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < bands.count ? index : nil
    }

    /// Notes that a taken band is drawn (its pixels and its result are written).
    func finish() { done.wrappingAdd(1, ordering: .releasing) }

    /// Waits until every band is drawn; called once this thread takes no more, so it waits
    /// only for bands the helper is drawing.
    func waitUntilDone() { Self.spin { done.load(ordering: .acquiring) >= bands.count } }

    /// Spins until `ready()`, yielding the core now and then once the wait grows long.
    private static func spin(until ready: () -> Bool) {
        var spins = 0
        while !ready() {
            spins += 1
            if spins > 256 { sched_yield() }
        }
    }
}
