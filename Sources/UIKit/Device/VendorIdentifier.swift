import Foundation

/// `UIDevice.identifierForVendor` on Linux: a UUID derived from the machine's identity
/// (`/etc/machine-id`, else `/var/lib/dbus/machine-id`) and the app's vendor (its bundle
/// identifier without the last component, "com.example" for "com.example.notes"; the process
/// name for an app without a bundle identifier). It stays the same for every app of the vendor
/// on the machine, and changes when the machine's identity does (a reinstall of the system).
/// Two 64-bit FNV-1a hashes of the pair make its 128 bits, marked as an RFC 9562 version 8
/// (vendor-specific) UUID.
enum VendorIdentifier {
    static let machineIDPaths = ["/etc/machine-id", "/var/lib/dbus/machine-id"]

    static func current() -> UUID? {
        for path in machineIDPaths {
            guard let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            let machineID = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !machineID.isEmpty else { continue }
            return make(machineID: machineID, bundleIdentifier: Bundle.main.bundleIdentifier)
        }
        return nil
    }

    static func vendor(of bundleIdentifier: String?) -> String {
        guard let bundleIdentifier, !bundleIdentifier.isEmpty else { return ProcessInfo.processInfo.processName }
        let parts = bundleIdentifier.split(separator: ".")
        return parts.count > 1 ? parts.dropLast().joined(separator: ".") : bundleIdentifier
    }

    static func make(machineID: String, bundleIdentifier: String?) -> UUID {
        let key = Array((machineID + "\u{0}" + vendor(of: bundleIdentifier)).utf8)
        let high = fnv1a(key, basis: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(key, basis: 0x6c62_272e_07bb_0142)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x80  // version 8
        bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 9562 variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
