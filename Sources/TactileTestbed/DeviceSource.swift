import Foundation

/// Loads device descriptions and event scripts from files, choosing the parser by extension:
/// `.yml`/`.yaml` are `libinput record` files, `.evemu`/`.desc`/`.events` are evemu, anything
/// else is a synthetic gesture script.
public enum DeviceSource {
    public static func readText(_ path: String) throws -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw TestbedError.io(path: path, message: "cannot read")
        }
        return text
    }

    public static func isRecordingFile(_ path: String) -> Bool {
        [".evemu", ".desc", ".events", ".yml", ".yaml"].contains { path.hasSuffix($0) }
    }

    /// A recording (description and/or events) from an evemu or libinput record file.
    public static func recording(_ path: String) throws -> DeviceRecording {
        let text = try readText(path)
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
            return try LibinputRecordParser.parse(text, source: path)
        }
        return try EvemuParser.parse(text, source: path)
    }

    /// The frames a script file plays on `device`.
    public static func frames(_ path: String, device: DeviceDescription) throws -> [EvdevFrame] {
        if isRecordingFile(path) { return try recording(path).frames }
        return try GestureScript(try readText(path), device: device, source: path).frames()
    }

    /// Writes BASE.umockdev, BASE.ioctl and BASE.desc into `directory` for a described device.
    public static func convert(_ input: String, into directory: String, name: String, eventNumber: Int) throws -> String {
        guard let description = try recording(input).description else {
            throw TestbedError.parse(source: input, line: 0, message: "no device description (N:/evdev: header) found")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let files = DeviceFiles(description: description, eventNumber: eventNumber)
        let base = directory + "/" + name
        for (suffix, text) in [(".umockdev", files.umockdevText), (".ioctl", files.ioctlText),
                               (".desc", EvemuWriter.describe(description))] {
            do { try text.write(toFile: base + suffix, atomically: true, encoding: .utf8) }
            catch { throw TestbedError.io(path: base + suffix, message: "cannot write: \(error)") }
        }
        return base
    }
}
