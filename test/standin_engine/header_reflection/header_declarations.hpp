// The second stage of the header reflector (header_reflection.hpp): the reflected declarations
// of one header as written, before any type is resolved. UCLASS/UINTERFACE classes, USTRUCTs,
// UENUMs, their UPROPERTYs and UFUNCTIONs with their specifiers and metadata, and the dynamic
// delegates declared with DECLARE_DYNAMIC_[MULTICAST_[SPARSE_]]DELEGATE*.
#pragma once

#include "header_tokens.hpp"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rusteal::header_reflection {

// `UPROPERTY(EditAnywhere, Category = "A", meta = (ClampMin = "0", ExposeOnSpawn))`: the
// specifiers in order (names as written, values without quotes) and the metadata.
struct Specifiers {
    std::vector<std::pair<std::string, std::string>> items;
    std::map<std::string, std::string> meta;
    bool has(const std::string& name) const;                     // case-insensitive, as UHT
    std::optional<std::string> value(const std::string& name) const;
};

enum class Access { public_, protected_, private_ };

// A property or parameter: its type as the tokens that spell it (`TObjectPtr < AActor >`), its
// name, and what surrounds it.
struct Declared {
    std::string name;
    std::vector<std::string> type;  // without the name, the default, the bitfield width
    bool is_const = false;          // a leading `const` (or `const` after the type)
    bool is_reference = false;      // ends in `&`
    bool is_pointer = false;        // ends in `*`
    bool bitfield = false;          // `uint8 bFoo : 1`
    int array_dim = 1;
    std::string default_text;       // a parameter's C++ default value, as written
    Specifiers specifiers;          // UPROPERTY(...) or UPARAM(...)
    Access access = Access::public_;
    bool editor_only = false;
    int line = 0;
};

struct DeclaredFunction {
    std::string name;
    Specifiers specifiers;
    Access access = Access::public_;
    bool is_static = false, is_virtual = false, is_const = false, has_api = false, editor_only = false;
    std::optional<Declared> return_value;  // none for void
    std::vector<Declared> params;
    int line = 0;
};

struct DeclaredDelegate {
    std::string name;                    // FOnSomething
    enum class Kind { single, multicast, sparse } kind;
    std::optional<Declared> return_value;
    std::vector<Declared> params;
    int line = 0;
};

struct DeclaredStruct {   // a UCLASS, UINTERFACE or USTRUCT
    enum class Kind { class_, interface, struct_ } kind;
    std::string name;     // the C++ name (AActor, UNavAgentInterface, FHitResult)
    std::string super;    // C++ name, or empty
    std::vector<std::string> bases;  // the other public bases, C++ names
    Specifiers specifiers;
    bool has_api = false;
    std::vector<Declared> properties;
    std::vector<DeclaredFunction> functions;
    std::vector<DeclaredDelegate> delegates;  // declared inside the class
    int line = 0;
};

struct DeclaredEnum {
    std::string name;
    int cpp_form = 2;  // 0 regular enum, 1 namespaced (`namespace E { enum Type }`), 2 enum class
    std::string underlying;  // as written, empty when none
    Specifiers specifiers;
    std::vector<std::pair<std::string, std::string>> entries;  // name, value expression ("" = next)
    int line = 0;
};

struct DeclaredHeader {
    std::vector<DeclaredStruct> structs;
    std::vector<DeclaredEnum> enums;
    std::vector<DeclaredDelegate> delegates;  // at namespace scope
    std::vector<std::string> warnings;        // "line N: ..."
};

// Throws std::runtime_error "line N: ..." for declarations it cannot follow (a UCLASS without
// its class, an unbalanced parenthesis).
DeclaredHeader declarations_of(const std::vector<Token>& tokens);

}  // namespace rusteal::header_reflection
