// The header reflector: reads Unreal header text as UnrealHeaderTool does (UCLASS, UINTERFACE,
// USTRUCT, UENUM, UFUNCTION, UPROPERTY, UPARAM and the dynamic delegate macros, with their
// specifiers and metadata) and writes what the RustealExporter writes from UHT's types: the
// three files rusteal_classes.json, rusteal_structs.json and rusteal_enums.json, with the same
// fields, flags and conventions as the real exporter's output (test/fixtures/uht-rusteal/).
//
// It is how the stand-in engine's reflection is made from Unreal 5.8's own headers
// (test/standin_engine/reflection/), and it is checked against the real exporter's output on the
// fixture's own headers (docs/templates.md "The stand-in engine's reflection").
//
// Contract:
// - Input: headers, each with its module (the package) and its include path; and "known" types
//   that live in headers not read (a class's parent, a struct a function takes): classes with
//   their parent and flags, structs, enums with their form, interfaces, read from a reflection
//   folder (--known) or declared one by one.
// - Types resolve across every header given, then across the known ones. A type neither
//   declares is resolved by its prefix (U/A a class, F a struct, E an enum class) and named in
//   `warnings`, so the output says what it guessed.
// - What the exporter leaves out is left out here too: classes neither Blueprint types nor with
//   Blueprint members, editor-only and deprecated members, network functions, private
//   functions, protected ones Blueprints cannot call; a protected or private property is kept
//   when Blueprints or the editor see it (the RustealExporter's rule, exporter_csharp/), or left
//   out when `public_members_only` (the rule of the exporter that wrote the fixture). Classes and
//   structs reached from kept members (parents, parameter and property types) are written too
//   when a header read declares them, classes without their functions, as the exporter writes
//   them.
// - Errors (a header that cannot be read, a declaration it cannot follow) throw
//   std::runtime_error naming the header and the line.
#pragma once

#include <boost/json.hpp>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace rusteal::header_reflection {

struct HeaderInput {
    std::string module;             // the package: Engine, CoreUObject, EnhancedInput
    std::string include;            // as the exporter writes "header": GameFramework/Actor.h
    std::filesystem::path file;     // where its text is
};

// A type the headers use but do not declare.
struct KnownType {
    enum class Kind { class_, interface, struct_, enum_, delegate } kind;
    std::string cpp_name;          // AActor, INavAgentInterface, FHitResult, ENetRole, FOnFoo
    std::string super;             // classes: the parent's C++ name
    std::uint32_t flags = 0;       // classes: class_flags
    int enum_cpp_form = 2;         // enums
    std::string enum_underlying = "uint8";
    std::string package;
};

struct Reflection {
    boost::json::object classes, structs, enums;  // {"classes": [...]}, ...
    std::vector<std::string> warnings;            // "Character.h(123): ..."
};

// The known types of a reflection folder (the three files, as the exporter writes them).
std::vector<KnownType> known_types_of(const std::filesystem::path& reflection_dir);

struct ReflectOptions {
    bool public_members_only = false;  // the fixture's exporter: no protected or private property
};

Reflection reflect_headers(const std::vector<HeaderInput>& headers, const std::vector<KnownType>& known,
                           const ReflectOptions& options = {});

// Every difference between two reflections for the classes, structs and enums both have, one
// line each ("class APawn: func GetController: func_flags 0x20401 here, 0x20400 there"), and the
// ones only `ours` has that `theirs` does not ("class ACharacter: not in theirs"), when
// `report_missing` is true.
std::vector<std::string> compare_reflections(const Reflection& ours, const Reflection& theirs, bool report_missing);

// `base` with every class, struct and enum of `extra` that `base` has no entry of the same C++
// name for appended in `extra`'s order, and, for an entry both have, the properties and functions
// only `extra`'s has appended to `base`'s: the stand-in engine's reflection is the real exporter's
// fixture plus what the reflector made from the headers of the classes (and of the protected
// members, which the fixture's exporter left out) the fixture lacks.
Reflection merge_reflections(const Reflection& base, const Reflection& extra);

// `base` where every class, struct and enum of `newer` replaces the entry of the same C++ name
// (in place) or is appended: the committed reflection after some of its headers were read again
// (a longer excerpt, another member) without reading every header of the list again.
Reflection update_reflections(const Reflection& base, const Reflection& newer);

// `base` where the properties and functions of each entry of `newer` replace those of the same
// name in `base`'s entry (in place) or are appended to it, and the entries `base` lacks are
// appended: the committed reflection after more members of some classes were read (an excerpt
// of the added members only). An enum of `newer` replaces `base`'s (its values are read whole).
Reflection extend_reflections(const Reflection& base, const Reflection& newer);

Reflection read_reflection(const std::filesystem::path& dir);
void write_reflection(const Reflection& r, const std::filesystem::path& dir);

}  // namespace rusteal::header_reflection
