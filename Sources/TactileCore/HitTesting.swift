/// The UIKit hit-testing rules (semantics A1-A3): the deepest view containing the point, front-most
/// subviews first, ignoring hidden views, views with user interaction disabled and views whose
/// alpha is below `HitTesting.minimumAlpha`. A point outside a view's bounds is never a hit in
/// its subviews, even where a subview sticks out.
public enum HitTesting {
    /// UIKit ignores views with alpha less than 0.01 (semantics A2; "< 0.01", not "<=", pitfall 11).
    public static let minimumAlpha = 0.01

    /// The view that `point` (in `view`'s coordinates) hits in `view`'s subtree, or nil.
    public static func hitTest(_ view: View, at point: Point) -> View? {
        guard !view.hidden, view.userInteractionEnabled, view.alpha >= minimumAlpha,
            view.bounds.contains(point)
        else { return nil }
        for sub in view.subviews.reversed() {
            if let hit = hitTest(sub, at: point - sub.frame.origin) { return hit }
        }
        return view
    }

    /// The window hit by a global point, front-most window first (later windows are in front),
    /// and the view hit inside it.
    public static func hitTest(windows: [View], global point: Point) -> View? {
        for window in windows.reversed() {
            if let hit = hitTest(window, at: point - window.frame.origin) { return hit }
        }
        return nil
    }
}
