#include "engine/hit_result.hpp"

#include "core/headless_engine.hpp"

#include <cmath>

namespace rusteal::headless {

void write_hit(std::uint8_t* memory, const Hit& hit) {
    const Struct* s = E().find_struct("HitResult");
    if (!s) return;
    const auto length = [](const Point& a, const Point& b) { return std::hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]); };
    for (const auto& p : s->properties) {
        const auto put = [&](const Point& v) {
            if (p->size == sizeof v) write_point(memory + p->offset, v);
        };
        const auto put_float = [&](double v) {
            const float f = static_cast<float>(v);
            if (p->size == sizeof f) std::memcpy(memory + p->offset, &f, sizeof f);
        };
        if (p->name == "Location" || p->name == "ImpactPoint") put(hit.at);
        else if (p->name == "bBlockingHit" && p->kind == Kind::Bool) memory[p->offset] = 1;
        else if (hit.normal && (p->name == "Normal" || p->name == "ImpactNormal")) put(*hit.normal);
        else if (hit.trace && p->name == "TraceStart") put(hit.trace->start);
        else if (hit.trace && p->name == "TraceEnd") put(hit.trace->end);
        else if (hit.trace && p->name == "Distance") put_float(length(hit.trace->start, hit.at));
        else if (hit.component && p->name == "Component" && p->size == 2 * sizeof(std::int32_t)) {
            // FWeakObjectPtr: the object's index and serial number.
            const std::int32_t weak[2] = {hit.component->index, hit.component->serial};
            std::memcpy(memory + p->offset, weak, sizeof weak);
        } else if (hit.trace && p->name == "Time") {
            const double whole = length(hit.trace->start, hit.trace->end);
            put_float(whole > 0 ? length(hit.trace->start, hit.at) / whole : 0);
        }
    }
}

} // namespace rusteal::headless
