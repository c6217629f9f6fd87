#include "core/actor_state.hpp"

#include "core/headless_engine.hpp"

#include <cmath>
#include <cstring>
#include <numbers>

namespace rusteal::headless {

void rotation_axes(const double (&rot)[3], double (&x)[3], double (&y)[3], double (&z)[3]) {
    const double rad = std::numbers::pi / 180.0;
    const double sp = std::sin(rot[0] * rad), cp = std::cos(rot[0] * rad);
    const double sy = std::sin(rot[1] * rad), cy = std::cos(rot[1] * rad);
    const double sr = std::sin(rot[2] * rad), cr = std::cos(rot[2] * rad);
    x[0] = cp * cy, x[1] = cp * sy, x[2] = sp;
    y[0] = sr * sp * cy - cr * sy, y[1] = sr * sp * sy + cr * cy, y[2] = -sr * cp;
    z[0] = -(cr * sp * cy + sr * sy), z[1] = cy * sr - cr * sp * sy, z[2] = cr * cp;
}

namespace {

double dot(const double (&a)[3], const double (&b)[3]) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

// FMatrix::Rotator: the rotator of rotation axes (forward, right, up).
void rotator_of(const double (&x)[3], const double (&y)[3], const double (&z)[3], double (&rot)[3]) {
    const double to_deg = 180.0 / std::numbers::pi;
    rot[0] = std::atan2(x[2], std::sqrt(x[0] * x[0] + x[1] * x[1])) * to_deg;
    rot[1] = std::atan2(x[1], x[0]) * to_deg;
    const double no_roll[3] = {rot[0], rot[1], 0};
    double sx[3], sy[3], sz[3];
    rotation_axes(no_roll, sx, sy, sz);
    rot[2] = std::atan2(dot(z, sy), dot(y, sy)) * to_deg;
}

} // namespace

void place(ActorState& s, const double (&loc)[3], const double (&rot)[3]) {
    if (!s.attach_parent) {
        std::memcpy(s.location, loc, sizeof loc);
        std::memcpy(s.rotation, rot, sizeof rot);
        return;
    }
    double ploc[3], prot[3];
    E().actor_states().world_transform(s.attach_parent, ploc, prot);
    compose(ploc, prot, loc, rot, true, s.location, s.rotation);
}

void compose(const double (&parent_loc)[3], const double (&parent_rot)[3], const double (&loc)[3], const double (&rot)[3],
             bool inverse, double (&out_loc)[3], double (&out_rot)[3]) {
    double p[3][3], r[3][3], o[3][3];
    rotation_axes(parent_rot, p[0], p[1], p[2]);
    rotation_axes(rot, r[0], r[1], r[2]);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            o[i][j] = inverse ? dot(r[i], p[j]) : r[i][0] * p[0][j] + r[i][1] * p[1][j] + r[i][2] * p[2][j];
    if (inverse) {
        const double d[3] = {loc[0] - parent_loc[0], loc[1] - parent_loc[1], loc[2] - parent_loc[2]};
        for (int j = 0; j < 3; ++j) out_loc[j] = dot(d, p[j]);
    } else {
        for (int j = 0; j < 3; ++j) out_loc[j] = parent_loc[j] + loc[0] * p[0][j] + loc[1] * p[1][j] + loc[2] * p[2][j];
    }
    rotator_of(o[0], o[1], o[2], out_rot);
}

void attach_with_rules(ActorState& s, Object* parent, std::uint64_t socket, const double (&world_loc)[3], const double (&world_rot)[3],
                       const double (&parent_loc)[3], const double (&parent_rot)[3], std::uint8_t location_rule,
                       std::uint8_t rotation_rule) {
    double rloc[3], rrot[3];
    compose(parent_loc, parent_rot, world_loc, world_rot, true, rloc, rrot);
    const double zero[3] = {0, 0, 0};
    auto pick = [&](std::uint8_t rule, const double (&kept_world)[3], double (&current)[3]) {
        const double* from = rule == 1 ? kept_world : rule == 2 ? zero : current;
        std::memmove(current, from, sizeof current);
    };
    pick(location_rule, rloc, s.location);
    pick(rotation_rule, rrot, s.rotation);
    s.attach_parent = parent;
    s.attach_socket = socket;
}

void ActorStates::world_transform(const Object* o, double (&location)[3], double (&rotation)[3]) {
    const ActorState& s = actors_[o];
    if (!s.attach_parent) {
        std::memcpy(location, s.location, sizeof location);
        std::memcpy(rotation, s.rotation, sizeof rotation);
        return;
    }
    double ploc[3], prot[3];
    world_transform(s.attach_parent, ploc, prot);
    compose(ploc, prot, s.location, s.rotation, false, location, rotation);
}

void ActorStates::forget(const Object* o) {
    // Unreal detaches the children of a destroyed actor, keeping where they are.
    for (auto& [child, s] : actors_) {
        if (s.attach_parent != o) continue;
        double loc[3], rot[3];
        world_transform(child, loc, rot);
        std::memcpy(s.location, loc, sizeof loc);
        std::memcpy(s.rotation, rot, sizeof rot);
        s.attach_parent = nullptr;
        s.attach_socket = 0;
    }
    actors_.erase(o);
}

} // namespace rusteal::headless
