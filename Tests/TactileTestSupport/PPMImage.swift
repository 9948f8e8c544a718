import Foundation

/// A binary PPM (P6, maxval 255) as grim writes it: trivial to read pixel by pixel.
public struct PPMImage {
    public let width: Int
    public let height: Int
    private let pixels: [UInt8]

    /// RGB of one pixel.
    public struct Pixel: Equatable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8
        public var isBlack: Bool { red == 0 && green == 0 && blue == 0 }
        public var description: String { "(\(red), \(green), \(blue))" }
    }

    public init(data: Data) throws {
        let bytes = [UInt8](data)
        // Header: "P6", width, height, maxval, separated by whitespace, then one whitespace byte.
        var fields: [String] = []
        var index = 0
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
                index += 1
            }
            var field = ""
            while index < bytes.count, !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D) {
                field.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            fields.append(field)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255",
              bytes.count - index >= width * height * 3
        else { throw HarnessError("not a P6 PPM with maxval 255: \(fields)") }
        self.width = width
        self.height = height
        pixels = Array(bytes[index..<(index + width * height * 3)])
    }

    public subscript(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 3
        return Pixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// Every pixel of a rectangle, clipped to the image.
    public func pixels(x: Int, y: Int, width: Int, height: Int) -> [Pixel] {
        let xs = max(0, x)..<min(self.width, x + width)
        let ys = max(0, y)..<min(self.height, y + height)
        return ys.flatMap { row in xs.map { self[$0, row] } }
    }

    public var allPixels: [Pixel] { pixels(x: 0, y: 0, width: width, height: height) }
}
