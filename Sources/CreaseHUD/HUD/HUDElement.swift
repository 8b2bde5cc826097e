import Crease

/// One thing on the HUD: a widget with a role and a placement, or a container of others.
///
/// Placement is a pane (a side of the fold, or the whole view), an anchor in it (Godot-style
/// fractions plus an offset), insets from the pane's edges (which already stop at the fold's
/// frame, margins included) and a size. A container's children are arranged inside its frame
/// and move with it as one group. Build elements with the factories (`.button("fire", "Fire")`)
/// and the modifiers (`.anchored(.bottomTrailing)`, `.in(.raised)`, `.sized(…)`).
public struct HUDElement: Sendable, Hashable, Identifiable {
    /// Unique within the HUD; actions, frames and lint name elements by it.
    public var id: String
    /// What it shows and how it reacts.
    public var widget: Widget
    /// Control, status or decoration; nil takes the widget's (or, for a container, its children's).
    public var role: Role?
    /// Which side of the fold it goes on (top-level elements only).
    public var pane: Pane
    /// Where it sits in its area.
    public var anchor: Anchor
    /// Moves it from its anchored place, in points (x toward the trailing edge, y down).
    public var offset: Point
    /// Distance from the edges of its area; nil uses 12 pt for top-level elements, 0 for children.
    public var insets: EdgeInsets?
    /// How big it is.
    public var size: ElementSize
    /// Elements arranged inside this one; they move together.
    public var children: [HUDElement]
    /// How the children are arranged.
    public var childLayout: ChildLayout
    /// A disabled control is drawn faded and ignores input.
    public var isEnabled: Bool
    /// A hidden element keeps its place but is not drawn, hit or linted.
    public var isHidden: Bool
    /// Turned half way round, for a player on the other side of the table: its children are
    /// laid out as that player sees them (mirrored in both axes within its frame) and every
    /// widget in it draws facing them. Hit testing and the lint see the frames as drawn.
    public var isTurned = false
    /// True when the game placed the element itself (`anchored(_:offset:)`, or an anchor or
    /// offset other than the default given to `init`): it stays exactly there. Top-level
    /// elements the game did not place stand apart in a stack along their pane.
    public var isPlaced: Bool
    /// True for an overlay (a pause menu, a dialog): it and everything in it are meant to lie
    /// over the rest of the HUD, so the lint does not report them overlapping what is under them.
    public var isOverlay = false

    /// Creates an element; see the factories for the common cases.
    public init(_ id: String, _ widget: Widget, role: Role? = nil, pane: Pane = .automatic, anchor: Anchor = .center,
                offset: Point = .zero, insets: EdgeInsets? = nil, size: ElementSize = .content,
                children: [HUDElement] = [], childLayout: ChildLayout = .anchored,
                isEnabled: Bool = true, isHidden: Bool = false) {
        self.id = id
        self.widget = widget
        self.role = role
        self.pane = pane
        self.anchor = anchor
        self.offset = offset
        self.insets = insets
        self.size = size
        self.children = children
        self.childLayout = childLayout
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.isPlaced = anchor != .center || offset != .zero
    }

    /// The role it acts with: its own, its widget's, or for a container the most demanding of
    /// its children's (control over status over decoration).
    public var resolvedRole: Role {
        if let role { return role }
        guard widget == .empty || widget.isPanel, !children.isEmpty else { return widget.defaultRole }
        let roles = children.map(\.resolvedRole)
        if roles.contains(.control) { return .control }
        if roles.contains(.status) { return .status }
        return .decoration
    }

    // MARK: Modifiers

    /// The element anchored at a preset or fraction, moved by an offset.
    public func anchored(_ anchor: Anchor, offset: Point = .zero) -> HUDElement {
        var copy = self
        copy.anchor = anchor
        copy.offset = offset
        copy.isPlaced = true
        return copy
    }

    /// The element placed in a pane.
    public func `in`(_ pane: Pane) -> HUDElement {
        var copy = self
        copy.pane = pane
        return copy
    }

    /// The element with another size.
    public func sized(_ size: ElementSize) -> HUDElement {
        var copy = self
        copy.size = size
        return copy
    }

    /// The element with a fixed size.
    public func sized(width: Double, height: Double) -> HUDElement {
        sized(.fixed(width: width, height: height))
    }

    /// The element kept `insets` from its area's edges.
    public func inset(_ insets: EdgeInsets) -> HUDElement {
        var copy = self
        copy.insets = insets
        return copy
    }

    /// The element kept the same distance from every edge of its area.
    public func inset(_ all: Double) -> HUDElement {
        inset(EdgeInsets(all: all))
    }

    /// The element with another role.
    public func role(_ role: Role) -> HUDElement {
        var copy = self
        copy.role = role
        return copy
    }

    /// The element enabled or disabled.
    public func enabled(_ isEnabled: Bool) -> HUDElement {
        var copy = self
        copy.isEnabled = isEnabled
        return copy
    }

    /// The element hidden or shown.
    public func hidden(_ isHidden: Bool) -> HUDElement {
        var copy = self
        copy.isHidden = isHidden
        return copy
    }

    /// The element with its words fitted by `fit` (wrap, shrink, truncate; see `TextFit`).
    public func fitting(_ fit: TextFit) -> HUDElement {
        var copy = self
        copy.widget = widget.fitting(fit)
        return copy
    }

    /// Marks the element an overlay (see `isOverlay`): a pause menu over the boards.
    public func overlay(_ isOverlay: Bool = true) -> HUDElement {
        var copy = self
        copy.isOverlay = isOverlay
        return copy
    }

    /// Turns the element and everything in it half way round (see `isTurned`), for the
    /// player across the table in face-to-face play.
    public func turned(_ isTurned: Bool = true) -> HUDElement {
        var copy = self
        copy.isTurned = isTurned
        return copy
    }
}
