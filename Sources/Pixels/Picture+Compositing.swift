import Colors

extension Picture {
    /// This picture on `background`: each pixel moved from its alpha's matte onto `background`
    /// by its opacity (`C + (255 − a)·(background − matte)/255`, rounded), alpha dropped; the
    /// picture itself when it has no alpha. O(pixels).
    public func composited(onto background: RGB) -> Picture {
        composited { _, _ in background }
    }

    /// This picture on a checkerboard of `square × square`-pixel squares of `light` and `dark`
    /// (`light` in the top-left corner), as image viewers show what is transparent; the picture
    /// itself when it has no alpha. O(pixels).
    public func onCheckerboard(square: Int, light: RGB, dark: RGB) -> Picture {
        let side = max(1, square)
        return composited { x, y in (x / side + y / side).isMultiple(of: 2) ? light : dark }
    }

    /// Each pixel as red, green, blue and opacity, the colour as it was before it was composited
    /// onto the matte (straight, not premultiplied; black where the opacity is 0): four bytes a
    /// pixel, rows top to bottom, opacity 255 throughout when the picture has no alpha. The
    /// colour of a nearly transparent pixel is only as exact as its opacity allows. O(pixels).
    public func straightRGBA() -> [UInt8] {
        var output = [UInt8](repeating: 255, count: width * height * 4)
        let matte = alpha.map { [Int($0.matte.red), Int($0.matte.green), Int($0.matte.blue)] } ?? [0, 0, 0]
        for index in 0 ..< width * height {
            let opacity = Int(alpha?.values[index] ?? 255)
            for channel in 0 ..< 3 {
                let stored = Int(pixels[index * 3 + channel])
                let colour = opacity == 0 ? 0 : (stored * 255 - matte[channel] * (255 - opacity) + opacity / 2) / opacity
                output[index * 4 + channel] = UInt8(min(max(colour, 0), 255))
            }
            output[index * 4 + 3] = UInt8(opacity)
        }
        return output
    }

    /// This picture moved from its matte onto the colour `background` gives each pixel (column,
    /// row), alpha dropped; the picture itself without alpha. O(pixels).
    private func composited(_ background: (Int, Int) -> RGB) -> Picture {
        guard let alpha else { return self }
        var output = pixels
        let matte = alpha.matte
        for y in 0 ..< height {
            for x in 0 ..< width {
                let index = y * width + x
                let transparency = 255 - Int(alpha.values[index])
                guard transparency > 0 else { continue }
                let colour = background(x, y)
                Self.move(&output[index * 3], by: transparency, from: matte.red, to: colour.red)
                Self.move(&output[index * 3 + 1], by: transparency, from: matte.green, to: colour.green)
                Self.move(&output[index * 3 + 2], by: transparency, from: matte.blue, to: colour.blue)
            }
        }
        return Picture(trustedWidth: width, height: height, pixels: output)
    }

    /// Moves one channel `value` of a pixel `transparency` (1 … 255) transparent from `matte` to
    /// `target`, rounded to the nearest value. O(1).
    private static func move(_ value: inout UInt8, by transparency: Int, from matte: UInt8, to target: UInt8) {
        let shift = transparency * (Int(target) - Int(matte))
        let moved = Int(value) + (shift >= 0 ? (shift + 127) / 255 : -((-shift + 127) / 255))
        value = UInt8(min(max(moved, 0), 255))
    }
}
