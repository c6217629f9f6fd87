// Stand-in for Unreal 5.8's UObject/ObjectMacros.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Script.h"

class FObjectInitializer;
enum EObjectFlags : uint32 {
    RF_NoFlags = 0, RF_Public = 0x1, RF_Standalone = 0x2, RF_MarkAsNative = 0x4, RF_Transactional = 0x8,
    RF_ClassDefaultObject = 0x10, RF_Transient = 0x40,
};
inline EObjectFlags operator|(EObjectFlags A, EObjectFlags B) { return EObjectFlags(uint32(A) | uint32(B)); }
enum class EInternalObjectFlags : int32 { None = 0 };
typedef uint32 ERenameFlags;
#define REN_None (0x0000)
#define REN_DontCreateRedirectors (0x0010)
#define REN_NonTransactional (0x0020)
enum EPackageFlags : uint32 { PKG_None = 0, PKG_CompiledIn = 0x00000010 };
enum EClassFlags : uint32 {
    CLASS_None = 0, CLASS_Abstract = 0x1, CLASS_Config = 0x4, CLASS_Native = 0x80, CLASS_CompiledFromBlueprint = 0x40000,
    CLASS_Interface = 0x4000, CLASS_Inherit = 0x4 | 0x8 | 0x20 | 0x400 | 0x4000,
};
inline EClassFlags operator|(EClassFlags A, EClassFlags B) { return EClassFlags(uint32(A) | uint32(B)); }
inline EClassFlags operator&(EClassFlags A, EClassFlags B) { return EClassFlags(uint32(A) & uint32(B)); }
inline EClassFlags operator~(EClassFlags A) { return EClassFlags(~uint32(A)); }
inline EClassFlags& operator|=(EClassFlags& A, EClassFlags B) { return A = A | B; }
enum EClassCastFlags : uint64 { CASTCLASS_None = 0 };
inline EClassCastFlags& operator|=(EClassCastFlags& A, EClassCastFlags B) { return A = EClassCastFlags(uint64(A) | uint64(B)); }
enum EPropertyFlags : uint64 {
    CPF_None = 0, CPF_Edit = 0x1, CPF_BlueprintVisible = 0x4, CPF_ExportObject = 0x8, CPF_BlueprintReadOnly = 0x10,
    CPF_Parm = 0x80, CPF_OutParm = 0x100, CPF_ReturnParm = 0x400, CPF_EditConst = 0x20000,
    CPF_InstancedReference = 0x80000, CPF_BlueprintAssignable = 0x10000000,
};
inline EPropertyFlags operator|(EPropertyFlags A, EPropertyFlags B) { return EPropertyFlags(uint64(A) | uint64(B)); }
#define UCLASS(...)
#define USTRUCT(...)
#define UFUNCTION(...)
#define UPROPERTY(...)
#define BODY_MACRO_COMBINE_INNER(A, B, C, D) A##B##C##D
#define BODY_MACRO_COMBINE(A, B, C, D) BODY_MACRO_COMBINE_INNER(A, B, C, D)
#define GENERATED_BODY() BODY_MACRO_COMBINE(CURRENT_FILE_ID, _, __LINE__, _GENERATED_BODY)
#define DECLARE_FUNCTION(func) static void func(UObject* Context, FFrame& Stack, RESULT_DECL)
#define DEFINE_FUNCTION(func) void func(UObject* Context, FFrame& Stack, RESULT_DECL)
