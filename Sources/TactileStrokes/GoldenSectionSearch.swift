/// Golden-section search for the minimum of a unimodal function on an interval, used by $1 to
/// find the rotation that best aligns a candidate with a template. The paper uses it because
/// the distance-vs-angle curve is close to unimodal near the indicative-angle alignment and the
/// search needs only ~10 evaluations for ±45° at a 2° tolerance.
enum GoldenSectionSearch {
    /// φ = (√5 − 1) / 2, the ratio that lets every step reuse one previous evaluation.
    static let phi = 0.5 * (-1.0 + 5.0.squareRoot())

    /// The smallest value of `f` found while narrowing `[lower, upper]` to `tolerance`.
    static func minimum(
        lower: Double, upper: Double, tolerance: Double, _ f: (Double) -> Double
    ) -> Double {
        var a = lower, b = upper
        var x1 = phi * a + (1 - phi) * b
        var f1 = f(x1)
        var x2 = (1 - phi) * a + phi * b
        var f2 = f(x2)
        while abs(b - a) > tolerance {
            if f1 < f2 {
                b = x2
                x2 = x1
                f2 = f1
                x1 = phi * a + (1 - phi) * b
                f1 = f(x1)
            } else {
                a = x1
                x1 = x2
                f1 = f2
                x2 = (1 - phi) * a + phi * b
                f2 = f(x2)
            }
        }
        return min(f1, f2)
    }
}
