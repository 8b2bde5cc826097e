import Crease

/// Drawing: every visible element at the frame it shows now (a panel before what it holds,
/// as parents come before children), then the focus ring.
extension HUD {
    /// Appends the HUD's draw commands (call after the game has drawn its playfield).
    public func draw(into list: inout DrawList) {
        let frames = animator.frames
        guard frames.count == tree.nodes.count else { return }
        // Text with no strong letter (a score, a timer) reads in the HUD's layout direction.
        let outerDirection = list.textDirection
        list.textDirection = layout?.proxy.layoutDirection ?? outerDirection
        defer { list.textDirection = outerDirection }
        for i in tree.nodes.indices where tree.isDrawn[i] && !tree.nodes[i].element.isHidden {
            var state = states[i]
            state.isFocused = focusVisible && focusIndex == i
            let widget = tree.nodes[i].element.widget
            let opacity = animator.opacity(of: i)
            if opacity < 1 {
                // Fading across the fold: drawn apart, its colours scaled.
                guard opacity > 0.004 else { continue }
                var faded = DrawList()
                faded.textDirection = list.textDirection
                if tree.facesAway[i] {
                    faded.rotated(by: 180, around: frames[i].center) { widget.draw(in: frames[i], state: state, theme: theme, into: &$0) }
                } else {
                    widget.draw(in: frames[i], state: state, theme: theme, into: &faded)
                }
                for command in faded.commands { list.append(command.faded(opacity)) }
            } else if tree.facesAway[i] {
                list.rotated(by: 180, around: frames[i].center) { widget.draw(in: frames[i], state: state, theme: theme, into: &$0) }
            } else {
                widget.draw(in: frames[i], state: state, theme: theme, into: &list)
            }
        }
        if focusVisible, let i = focusIndex, !tree.nodes[i].element.isHidden {
            drawFocusRing(around: frames[i], into: &list)
        }
    }

    /// Appends magenta rectangles for the current layout's fold-lint violations.
    public func drawLint(into list: inout DrawList) {
        FoldLint.draw(lint(), into: &list)
    }

    private func drawFocusRing(around frame: Rect, into list: inout DrawList) {
        let width = theme.focusRingWidth
        let ring = frame.insetBy(dx: -(width + 2), dy: -(width + 2))
        let radius = theme.cornerRadius + width + 2
        list.stroke(ring.insetBy(dx: -2, dy: -2), cornerRadius: radius + 2, theme.focusHalo, width: width + 4)
        list.stroke(ring, cornerRadius: radius, theme.focusRing, width: width)
    }
}
