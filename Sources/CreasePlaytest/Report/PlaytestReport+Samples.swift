import Crease

extension PlaytestReport {
    /// Every frame's own timings, in order, so two reports can be compared sample by sample
    /// (`crease report compare`), not only by their percentiles.
    public struct Samples: Sendable, Hashable, Codable {
        /// Each frame's CPU time in milliseconds (the sum of its phases).
        public var frameCpuMs: [Double]
        /// Each phase's time per frame, in milliseconds.
        public var phases: PhaseSamples
        /// How many passes of the same frames the values are the fastest of (`--passes`); nil
        /// (absent from the JSON) for a single pass.
        public var passes: Int?

        /// Creates the samples.
        public init(frameCpuMs: [Double], phases: PhaseSamples, passes: Int? = nil) {
            self.frameCpuMs = frameCpuMs
            self.phases = phases
            self.passes = passes
        }

        /// Reads samples, refusing a phase series whose length is not the number of frames
        /// (every reader walks the phases frame by frame).
        ///
        /// - Throws: `DecodingError` for a missing or mistyped field, or a series of another length.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            frameCpuMs = try container.decode([Double].self, forKey: .frameCpuMs)
            phases = try container.decode(PhaseSamples.self, forKey: .phases)
            passes = try container.decodeIfPresent(Int.self, forKey: .passes)
            for (name, values) in phases.byName where values.count != frameCpuMs.count {
                throw DecodingError.dataCorruptedError(forKey: .phases, in: container,
                                                       debugDescription: "\(name) has \(values.count) values for \(frameCpuMs.count) frames")
            }
        }

        /// The number of passes, 1 when the report does not say.
        public var passCount: Int { Swift.max(1, passes ?? 1) }
    }

    /// One series per phase, one value per frame.
    public struct PhaseSamples: Sendable, Hashable, Codable {
        /// Script actions and host input.
        public var input: [Double]
        /// The fixed steps.
        public var update: [Double]
        /// The HUD's layout and lint.
        public var layout: [Double]
        /// Building the draw list.
        public var draw: [Double]
        /// Rendering and presenting.
        public var present: [Double]

        /// Creates the series.
        public init(input: [Double], update: [Double], layout: [Double], draw: [Double], present: [Double]) {
            self.input = input
            self.update = update
            self.layout = layout
            self.draw = draw
            self.present = present
        }

        /// The series by phase name, in frame order ("input", "update", "layout", "draw", "present").
        public var byName: [(name: String, values: [Double])] {
            [("input", input), ("update", update), ("layout", layout), ("draw", draw), ("present", present)]
        }
    }
}

extension Double {
    /// The value rounded to a tenth of a microsecond (in milliseconds), so reports stay readable.
    var roundedForSamples: Double { (self * 10_000).rounded() / 10_000 }
}
