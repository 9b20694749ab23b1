extension UIImagePickerController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }
}
