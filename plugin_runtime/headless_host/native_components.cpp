#include "native_components.hpp"

#include "headless_engine.hpp"

namespace rusteal::headless {

namespace {

struct NativeComponent {
    const char* owner;      // the engine class whose constructor makes it
    const char* name;       // the subobject's name
    const char* property;   // the owner's object property that points at it
    const char* cls;        // its class
    const char* attach;     // the component it is attached to, or empty: the root
};

const NativeComponent kNative[] = {
    {"Character", "CollisionCylinder", "CapsuleComponent", "CapsuleComponent", ""},
    {"Character", "CharMoveComp", "CharacterMovement", "CharacterMovementComponent", ""},
    {"Character", "CharacterMesh0", "Mesh", "SkeletalMeshComponent", "CollisionCylinder"},
};

} // namespace

std::vector<ComponentDef> native_components(const Class& cls, const HeadlessEngine& engine) {
    std::vector<ComponentDef> out;
    if (!cls.native) return out;
    for (const NativeComponent& n : kNative) {
        if (cls.name != n.owner) continue;
        Class* component = engine.find_class(n.cls);
        if (!component) continue;
        out.push_back(ComponentDef{n.name, n.property, component, 0, n.attach, ""});
    }
    return out;
}

} // namespace rusteal::headless
