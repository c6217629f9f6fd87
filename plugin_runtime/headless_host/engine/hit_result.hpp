#pragma once
// Points (FVector's three doubles) and hit results (FHitResult) in engine memory, as the host's
// modelled functions read and write them: a struct parameter is its bytes, an out struct the
// caller's memory laid out as the engine's reflection of FHitResult says.
#include <array>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <optional>
#include <string>

namespace rusteal::headless {

using Point = std::array<double, 3>;

inline Point read_point(const std::uint8_t* in) {
    Point p;
    std::memcpy(p.data(), in, sizeof p);
    return p;
}

inline void write_point(std::uint8_t* out, const Point& p) { std::memcpy(out, p.data(), sizeof p); }

// A point as the host writes an FVector (the script's `location`): {X=1, Y=2, Z=3}.
inline std::string point_text(const Point& p) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "{X=%.9g, Y=%.9g, Z=%.9g}", p[0], p[1], p[2]);
    return buf;
}

// A blocking hit at `at` (Location and ImpactPoint, bBlockingHit set); with `normal`, Normal and
// ImpactNormal; with a trace, TraceStart, TraceEnd, Distance (from the start) and Time (the
// fraction of the trace); with a component, Component. Fields it does not give stay as they are.
struct Hit {
    Point at{};
    std::optional<Point> normal;
    struct Trace {
        Point start, end;
    };
    std::optional<Trace> trace;
    // The component hit (Component, a weak pointer; HitObjectHandle is left as it is).
    const struct Object* component = nullptr;
};
void write_hit(std::uint8_t* memory, const Hit& hit);

} // namespace rusteal::headless
