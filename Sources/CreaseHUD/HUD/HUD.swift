import Crease

/// A game's HUD: its elements, their layout around the fold, widget state, focus, pointer
/// captures, transitions and the actions waiting for the game.
///
/// A value type the game owns and drives once a frame:
/// ```swift
/// hud.update(in: proxy, measurer: measurer)          // relayouts only when inputs changed
/// for event in events where !hud.handle(event) { game.handle(event) }
/// hud.advance(by: dt)                                 // transitions
/// for action in hud.drainActions() { … }              // .tapped("fire"), .stickMoved(…)…
/// hud.draw(into: &drawList)
/// ```
public struct HUD: Sendable {
    /// Pre-reserving (the default: folding moves nothing) or adaptive.
    public var policy: LayoutPolicy { didSet { if policy != oldValue { revision &+= 1 } } }
    /// Colours, fonts and sizes.
    public var theme: Theme { didSet { if theme != oldValue { revision &+= 1 } } }
    /// Extra points kept between elements and occlusions, beyond the regions' own margins.
    public var occlusionClearance: Double = 0 { didSet { if occlusionClearance != oldValue { revision &+= 1 } } }

    var tree: LayoutTree
    var states: [WidgetState]
    /// Bumped whenever something layout depends on changes, keying the layout cache.
    var revision = 0
    var cachedRevision = -1
    /// Content sizes (measured text) from the last update, reused while only the view
    /// changes in ways that offer every element the same width.
    var contentCache: (revision: Int, hasAnyDivision: Bool, proposed: [Double], sizes: [Size])?
    /// The destination layout: what hit testing and lint use.
    public private(set) var layout: HUDLayout?
    /// Each element's words fitted into its frame in `layout` (nil for an element without
    /// words): what is drawn, and what the text lint checks.
    var fittedTexts: [FittedText?] = []
    /// What each of `fittedTexts` was fitted from: a leaf whose words, font, fitting and box
    /// size are the same at a relayout keeps its fitting (a new hole's label refits alone).
    private var fittedSlots: [FittingKey?] = []
    /// The lint of `layout`, kept so a per-frame count costs nothing: the fold rules and the
    /// overlaps once per relayout, the words' overflow again when only words change.
    private var violations: [FoldViolation] = []
    /// The rules that depend on the frames alone (fold and cameras; overlapping elements), from
    /// the last relayout: a changed label refits its words and relints only those.
    private var frameViolations: (fold: [FoldViolation], overlaps: [FoldViolation]) = ([], [])
    /// The frames on screen now, gliding toward `layout` after a posture change.
    public internal(set) var animator = FrameAnimator()
    var captures: [PointerID: PointerCapture] = [:]
    /// Fingers that landed on a control another finger owns: theirs is no game touch either.
    var swallowedPointers: Set<PointerID> = []
    var focusIndex: Int?
    var focusVisible = false
    var hoverIndex: Int?
    var keyHolds: [String: Int] = [:]
    var actions: [HUDAction] = []
    /// Leaves whose text changed since the last update; measured again there, and the HUD
    /// relayouts only when one of their sizes changed.
    var changedText: [Int] = []
    /// Ids the game addressed that the HUD does not have, in the order first seen.
    public internal(set) var unknownIDs: [String] = []

    /// Creates a HUD from its elements.
    public init(policy: LayoutPolicy = .preReserving, theme: Theme = .standard, elements: [HUDElement]) {
        self.policy = policy
        self.theme = theme
        self.tree = LayoutTree(elements)
        self.states = HUD.initialStates(tree)
    }

    /// Creates a HUD from its elements, listed one per line.
    public init(policy: LayoutPolicy = .preReserving, theme: Theme = .standard, _ elements: HUDElement...) {
        self.init(policy: policy, theme: theme, elements: elements)
    }

    /// The elements as declared. Setting them resets pointer captures and transitions.
    public var elements: [HUDElement] {
        get { tree.elements }
        set {
            let focusedID = focusIndex.map { tree.ids[$0] }
            tree = LayoutTree(newValue)
            states = HUD.initialStates(tree)
            captures = [:]
            swallowedPointers = []
            keyHolds = [:]
            hoverIndex = nil
            focusIndex = focusedID.flatMap { tree.index[$0] }
            layout = nil
            fittedTexts = []
            fittedSlots = []
            violations = []
            frameViolations = ([], [])
            changedText = []
            unknownIDs = []
            revision &+= 1
        }
    }

    private static func initialStates(_ tree: LayoutTree) -> [WidgetState] {
        tree.nodes.map { node in
            var state = WidgetState()
            state.isEnabled = node.element.isEnabled
            return state
        }
    }

    // MARK: Layout

    /// The layout for a view, computed fresh (pure: the cache and transitions are untouched).
    public func layout(in proxy: GeometryProxy, measurer: some TextMeasurer = MonospaceTextMeasurer()) -> HUDLayout {
        let regions = LayoutRegions(proxy: proxy, policy: policy)
        let content = LayoutEngine.contentSizes(tree, regions: regions, theme: theme, measurer: measurer)
        return LayoutEngine.layout(tree, in: proxy, regions: regions, theme: theme, clearance: occlusionClearance, content: content)
    }

    /// The words of an element as drawn in the current layout: its lines, their font and
    /// widths after fitting (nil for an element without words, or before the first update).
    public func fittedText(of id: String) -> FittedText? {
        guard let i = tree.index[id], i < fittedTexts.count else { return nil }
        return fittedTexts[i]
    }

    /// Forgets the cached layout and measured text, e.g. after the host loads another font
    /// (the cache is keyed on the HUD and the view, not on the measurer).
    public mutating func invalidateLayout() {
        revision &+= 1
        fittedSlots = []
    }

    /// Lays the HUD out for the root view, only when the view or the HUD changed since last
    /// time. When a posture change moves elements, they glide to their new frames.
    @discardableResult
    public mutating func update(in proxy: GeometryProxy, measurer: some TextMeasurer = MonospaceTextMeasurer()) -> HUDLayout {
        var refit: [Int] = []
        if !changedText.isEmpty {
            // A new number in a label costs one measurement and one fitting, not a relayout,
            // while it keeps its size.
            if let cache = contentCache, cache.revision == revision {
                for i in changedText where tree.nodes[i].element.widget.contentSize(
                    measurer: measurer, theme: theme, width: cache.proposed[i]) != cache.sizes[i] {
                    revision &+= 1
                    break
                }
            }
            swap(&refit, &changedText)
        }
        if let layout, cachedRevision == revision, layout.proxy == proxy {
            if !refit.isEmpty {
                for i in refit { fitText(of: i, in: layout, measurer: measurer) }
                relintText(of: layout)
            }
            return layout
        }
        let regions = LayoutRegions(proxy: proxy, policy: policy)
        let proposed = LayoutEngine.proposedWidths(tree, regions: regions)
        let content: [Size]
        if let cache = contentCache, cache.revision == revision, cache.hasAnyDivision == regions.hasAnyDivision,
           cache.proposed == proposed {
            content = cache.sizes
        } else {
            content = LayoutEngine.contentSizes(tree, regions: regions, theme: theme, measurer: measurer, proposed: proposed)
            contentCache = (revision, regions.hasAnyDivision, proposed, content)
        }
        let new = LayoutEngine.layout(tree, in: proxy, regions: regions, theme: theme, clearance: occlusionClearance, content: content)
        if let old = layout, old.ids == new.ids {
            if old.proxy != proxy {
                // The fold where it lies on the display, active or not: a glide from one half to
                // the other fades instead of sliding through it.
                let folds = GeometryProxy(device: proxy.device, layoutDirection: .leftToRight)
                    .reservedRegions(kind: .division, options: .includeInactive, layoutDirectionBehavior: .fixed).map(\.frame)
                animator.glide(to: new.frames, from: old.frames, folds: folds)
            } else {
                animator.settle(to: new.frames, from: old.frames)
            }
        } else {
            animator.jump(to: new.frames)
        }
        layout = new
        cachedRevision = revision
        if fittedTexts.count != tree.nodes.count || fittedSlots.count != tree.nodes.count {
            fittedTexts = [FittedText?](repeating: nil, count: tree.nodes.count)
            fittedSlots = [FittingKey?](repeating: nil, count: tree.nodes.count)
        }
        for i in tree.nodes.indices where tree.isLeaf[i] { fitText(of: i, in: new, measurer: measurer) }
        frameViolations = (FoldLint.lint(new), FoldLint.overlaps(new, tree: tree))
        relintText(of: new)
        return new
    }

    /// The lint after the words were fitted: the fold rules (`FoldLint.lint(_:)`), then each
    /// element whose fitted words run out of it, then each overlapping pair.
    private mutating func relintText(of layout: HUDLayout) {
        violations = frameViolations.fold + FoldLint.textOverflows(layout, texts: fittedTexts, tree: tree, theme: theme) + frameViolations.overlaps
    }

    /// Fits a leaf's words into its frame in `layout`.
    ///
    /// Fitting is what a relayout costs most (each size tried measures the words), so a leaf
    /// whose `FittingKey` did not change keeps the lines it has.
    private mutating func fitText(of i: Int, in layout: HUDLayout, measurer: some TextMeasurer) {
        guard i < fittedTexts.count, i < fittedSlots.count, i < layout.frames.count else { return }
        let slot = tree.nodes[i].element.widget.textSlot(in: layout.frames[i], theme: theme)
        let key = slot.map { FittingKey(slot: $0, lineHeight: theme.lineHeight, measurer: ObjectIdentifier(type(of: measurer))) }
        if let key, key == fittedSlots[i], fittedTexts[i] != nil { return }
        fittedSlots[i] = key
        fittedTexts[i] = slot?.fitted(theme: theme, measurer: measurer)
    }

    /// Everything a slot's fitting depends on: its words, font and fitting, its box's size
    /// (not where the box is), the theme's line spacing and the kind of measurer (another
    /// font loaded into the same kind calls for `invalidateLayout()`).
    private struct FittingKey: Equatable {
        var text: String
        var font: Font
        var fit: TextFit
        var size: Size
        var lineHeight: Double
        var measurer: ObjectIdentifier

        init(slot: TextSlot, lineHeight: Double, measurer: ObjectIdentifier) {
            text = slot.text
            font = slot.font
            fit = slot.fit
            size = slot.box.size
            self.lineHeight = lineHeight
            self.measurer = measurer
        }
    }

    /// Moves transitions on by `seconds` (the caller's clock; nothing here reads the time).
    public mutating func advance(by seconds: Double) {
        animator.advance(by: seconds)
    }

    /// Where an element is laid out, in display points: its destination during a glide,
    /// what hit testing and the lint use, and what game content should be placed by (a
    /// playfield placed by the gliding frame would sweep across the fold).
    public func frame(of id: String) -> Rect? { layout?[id] }

    /// Where an element is drawn now, in display points: mid-glide during a posture
    /// transition. Only for drawing that must follow the HUD's own animation.
    public func displayedFrame(of id: String) -> Rect? {
        tree.index[id].flatMap { $0 < animator.frames.count ? animator.frames[$0] : nil }
    }

    /// A proxy for a viewport (or any element), so the game lays out and reads regions in it.
    public func viewportProxy(_ id: String) -> GeometryProxy? {
        guard let layout, let frame = layout[id] else { return nil }
        let root = layout.proxy
        return root.subview(frame: frame.offsetBy(dx: -root.frame.minX, dy: -root.frame.minY))
    }

    /// The fold-lint violations of the current (destination) layout, and one
    /// `unknownElement` finding for each id the game addressed that the HUD does not have;
    /// empty before the first update.
    public func lint() -> [FoldViolation] {
        guard !unknownIDs.isEmpty else { return violations }
        return violations + unknownIDs.map { FoldViolation(frame: .zero, element: $0, rule: .unknownElement) }
    }

    /// The index of an element the game names, or nil after noting the id as unknown (its
    /// lint reports it, and a debug build stops at the call so the typo is found at once).
    mutating func index(of id: String) -> Int? {
        if let i = tree.index[id] { return i }
        if !unknownIDs.contains(id) { unknownIDs.append(id) }
        assertionFailure("HUD has no element \"\(id)\" (known: \(tree.ids.sorted().joined(separator: ", ")))")
        return nil
    }

    // MARK: Actions

    /// The widget changes since the last call, oldest first; the queue is emptied.
    public mutating func drainActions() -> [HUDAction] {
        let drained = actions
        actions.removeAll(keepingCapacity: true)
        return drained
    }
}
