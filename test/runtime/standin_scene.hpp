#pragma once
// A headless engine on the stand-in engine's reflection, with no Rust library, and its script,
// for the tests of the host's engine models (host_movement_test.cpp, host_physics_test.cpp).
#include "core/headless_engine.hpp"
#include "runner/script.hpp"

#include "generators/load_reflection.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace rusteal::test {

// The stand-in engine's reflection (the fixture and the classes made from Unreal's headers).
inline const generators::ReflectionModel& standin_reflection() {
    static const auto model = generators::load_reflection(std::string(RUSTEAL_STANDIN_ENGINE) + "/Engine/Intermediate/StandinUHT");
    return model;
}

struct StandinScene {
    headless::HeadlessEngine engine{{}, &standin_reflection()};
    headless::ScriptRunner script{engine};

    // Runs a script command that must succeed; its output.
    std::string run(const std::string& line) {
        const headless::CommandResult r = script.run(line);
        INFO(line << " -> " << r.output);
        REQUIRE(r.ok);
        return r.output;
    }
    headless::Object* find(const std::string& name) {
        headless::Object* o = engine.find_object_by_name(name);
        INFO(name);
        REQUIRE(o);
        return o;
    }
    headless::Object* spawn(const std::string& cls, const std::string& name) {
        run("spawn " + cls + " " + name);
        return find(name);
    }
    // A default subobject by "owner.Name".
    headless::Object* part(const std::string& path) {
        const auto dot = path.find('.');
        headless::Object* owner = find(path.substr(0, dot));
        auto it = owner->subobjects.find(path.substr(dot + 1));
        INFO(path);
        REQUIRE(it != owner->subobjects.end());
        return it->second;
    }
};

} // namespace rusteal::test
