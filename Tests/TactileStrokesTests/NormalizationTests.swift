import Testing
@testable import TactileStrokes

@Suite struct NormalizationTests {
    @Test func resamplingGivesExactCountAndEqualSpacing() throws {
        for sample in try Fixtures.unistrokes() {
            let points = PathResampling.resample(sample.strokes[0].points, count: 64)
            #expect(points.count == 64)
            #expect(points.first == sample.strokes[0].points.first)
            let gaps = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
            let interval = PlanarMath.pathLength(sample.strokes[0].points) / 63
            // Chords across corners are shorter than the path between them, never longer.
            #expect(gaps.allSatisfy { $0 <= interval + 1e-6 })
            // Raw pixel paths zigzag a little, so chords fall slightly short of the path interval.
            let meanGap = gaps.reduce(0, +) / Double(gaps.count)
            #expect(meanGap > 0.9 * interval)
        }
    }

    @Test func multistrokeResamplingPutsNoPointInTheAir() {
        // Two horizontal bars 100 apart: every resampled point must lie on one of them.
        let strokes = [Stroke([(0, 0), (100, 0)]), Stroke([(0, 100), (100, 100)])]
        let points = PathResampling.resample(strokes.map(\.points), count: 32)
        #expect(points.count == 32)
        #expect(points.allSatisfy { $0.point.y == 0 || $0.point.y == 100 })
        #expect(points.filter { $0.strokeIndex == 0 }.count == 16)
    }

    @Test func degenerateInputStaysFinite() {
        let dot = [StrokePoint](repeating: StrokePoint(x: 5, y: 5), count: 3)
        #expect(PathResampling.resample(dot, count: 64).count == 64)
        let line = UnistrokeNormalization(pointCount: 64, squareSize: 250, rotationInvariant: true)
            .normalize([StrokePoint(x: 0, y: 0), StrokePoint(x: 100, y: 100)])
        #expect(line.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func dollarOneNormalFormIsSquareCentredAndAligned() throws {
        let normalization = UnistrokeNormalization(pointCount: 64, squareSize: 250, rotationInvariant: true)
        for sample in try Fixtures.unistrokes() {
            let points = normalization.normalize(sample.strokes[0].points)
            #expect(points.count == 64)
            let extent = Shapes.extent(points)
            #expect(abs(extent.width - 250) < 1e-6 && abs(extent.height - 250) < 1e-6)
            let c = Shapes.centroid(points)
            #expect(abs(c.x) < 1e-6 && abs(c.y) < 1e-6)
            // Indicative angle: the first point lies on the positive x axis seen from the centroid.
            #expect(abs(points[0].y) < 1e-6 && points[0].x > 0)
        }
    }

    @Test func pointCloudNormalFormFitsUnitBoxWithAspectKept() throws {
        let normalization = PointCloudNormalization(pointCount: 32)
        for sample in try Fixtures.multistrokes() {
            let points = normalization.normalize(sample.strokes)
            #expect(points.count == 32)
            let extent = Shapes.extent(points)
            #expect(abs(max(extent.width, extent.height) - 1) < 1e-9)
            #expect(min(extent.width, extent.height) <= 1)
            let c = Shapes.centroid(points)
            #expect(abs(c.x) < 1e-9 && abs(c.y) < 1e-9)
        }
    }

    @Test func aStrokesLengthIsItsPathLength() {
        #expect(Stroke([(0, 0), (3, 4), (3, 10)]).length == 11)
        #expect(Stroke([(5, 5)]).length == 0)
        #expect(Stroke(points: []).length == 0)
    }
}
