// The reify sub-table: the classes, properties, functions, components, structs and enums a Rust
// library declares, created in its package. On hot reload a class is kept when its shape did not
// change (its functions get the new code) and replaced when it did (set_class_shape retires the
// old class for the reinstancer and returns the new one).
#include "Engine/Blueprint.h"
#include "GameFramework/Actor.h"
#include "RustealPrivate.h"
#include "RustealReifiedClass.h"
#include "Serialization/AsyncLoadingEvents.h"
#include "Templates/Casts.h"
#include "UObject/Class.h"
#include "UObject/EnumProperty.h"
#include "UObject/Interface.h"
#include "UObject/Package.h"
#include "UObject/UObjectIterator.h"
#include "UObject/TextProperty.h"
#include "UObject/UObjectGlobals.h"
#include "rusteal_host/library_host.hpp"

namespace
{
	using Rusteal::ClassOf;
	URustealReifiedClass* Reified(UClassHandle H) { return Cast<URustealReifiedClass>(ClassOf(H)); }

	// The parent a pending class was created with, until its shape decides.
	TMap<URustealReifiedClass*, UClass*> GPendingParent;
	int32 GRetiredCount = 0;

	// A property of a reify type code, owned by `Owner` (a class, struct, function or container).
	FProperty* CreateProperty(FFieldVariant Owner, FName Name, uint32 Type, const FRustealReifyPropExtra* Extra)
	{
		// (Since 5.8 a property takes no object flags.)
		switch (Type)
		{
		case RustealProp_Bool:
		{
			FBoolProperty* P = new FBoolProperty(Owner, Name);
			P->SetBoolSize(sizeof(bool), true); // a native bool: one byte, 0 or 1
			return P;
		}
		case RustealProp_Int32: return new FIntProperty(Owner, Name);
		case RustealProp_Int64: return new FInt64Property(Owner, Name);
		case RustealProp_UInt8: return new FByteProperty(Owner, Name);
		case RustealProp_Float: return new FFloatProperty(Owner, Name);
		case RustealProp_Double: return new FDoubleProperty(Owner, Name);
		case RustealProp_String: return new FStrProperty(Owner, Name);
		case RustealProp_Text: return new FTextProperty(Owner, Name);
		case RustealProp_Name: return new FNameProperty(Owner, Name);
		case RustealProp_Object:
		{
			FObjectProperty* P = new FObjectProperty(Owner, Name);
			P->PropertyClass = Extra && Extra->object_class.ptr ? ClassOf(Extra->object_class) : UObject::StaticClass();
			return P;
		}
		case RustealProp_Class:
		{
			FClassProperty* P = new FClassProperty(Owner, Name);
			P->PropertyClass = UClass::StaticClass();
			P->MetaClass = Extra && Extra->object_class.ptr ? ClassOf(Extra->object_class) : UObject::StaticClass();
			return P;
		}
		case RustealProp_SoftObject:
		{
			FSoftObjectProperty* P = new FSoftObjectProperty(Owner, Name);
			P->PropertyClass = Extra && Extra->object_class.ptr ? ClassOf(Extra->object_class) : UObject::StaticClass();
			return P;
		}
		case RustealProp_WeakObject:
		{
			FWeakObjectProperty* P = new FWeakObjectProperty(Owner, Name);
			P->PropertyClass = Extra && Extra->object_class.ptr ? ClassOf(Extra->object_class) : UObject::StaticClass();
			return P;
		}
		case RustealProp_Struct:
		{
			if (!Extra || !Extra->ustruct.ptr) return nullptr;
			FStructProperty* P = new FStructProperty(Owner, Name);
			P->Struct = static_cast<UScriptStruct*>(Extra->ustruct.ptr);
			return P;
		}
		case RustealProp_Enum:
		{
			if (!Extra || !Extra->uenum.ptr) return nullptr;
			FEnumProperty* P = new FEnumProperty(Owner, Name);
			P->SetEnum(static_cast<UEnum*>(Extra->uenum.ptr));
			// The underlying number UHT gives the enum: a byte unless the library says it is wider
			// (`namespace E { enum Type : int }`), so a parameter matches the engine's signatures.
			if (Extra->inner_type == RustealProp_Int32) P->AddCppProperty(new FIntProperty(P, TEXT("UnderlyingType")));
			else if (Extra->inner_type == RustealProp_Int64) P->AddCppProperty(new FInt64Property(P, TEXT("UnderlyingType")));
			else P->AddCppProperty(new FByteProperty(P, TEXT("UnderlyingType")));
			return P;
		}
		case RustealProp_Array:
		{
			if (!Extra || Extra->inner_type == UINT32_MAX) return nullptr;
			FArrayProperty* P = new FArrayProperty(Owner, Name);
			FProperty* Inner = CreateProperty(P, Name, Extra->inner_type, Extra);
			if (!Inner) return nullptr;
			P->AddCppProperty(Inner);
			return P;
		}
		case RustealProp_Set:
		{
			if (!Extra || Extra->inner_type == UINT32_MAX) return nullptr;
			FSetProperty* P = new FSetProperty(Owner, Name);
			FProperty* Element = CreateProperty(P, Name, Extra->inner_type, Extra);
			if (!Element) return nullptr;
			P->AddCppProperty(Element);
			return P;
		}
		case RustealProp_Map:
		{
			if (!Extra || Extra->inner_type == UINT32_MAX || Extra->value_type == UINT32_MAX) return nullptr;
			FMapProperty* P = new FMapProperty(Owner, Name);
			FRustealReifyPropExtra ValueExtra = *Extra;
			ValueExtra.object_class = Extra->value_class;
			FProperty* Key = CreateProperty(P, FName(*(Name.ToString() + TEXT("_Key"))), Extra->inner_type, Extra);
			FProperty* Value = CreateProperty(P, Name, Extra->value_type, &ValueExtra);
			if (!Key || !Value) return nullptr;
			P->AddCppProperty(Key);
			P->AddCppProperty(Value);
			return P;
		}
		default: return nullptr;
		}
	}

	// The class of this name in the current library's package, if it exists.
	URustealReifiedClass* Existing(const FString& Name)
	{
		return FindObject<URustealReifiedClass>(RustealCurrentPackage(), *Name);
	}

	// In the editor a Blueprint-generated class has its Blueprint: a stub RS_<Name> in the class's
	// package, never saved, up to date, so the editor's Blueprint machinery (deriving Blueprints,
	// the class picker, the dependents recompiled after a reload) accepts the class. A class that
	// replaces one on reload takes over the stub of its name. (A packaged game has no editor data.)
#if WITH_EDITORONLY_DATA
	void AttachStubBlueprint(URustealReifiedClass* Class, UClass* Parent)
	{
		const FString StubName = TEXT("RS_") + Class->GetName();
		UBlueprint* Stub = FindObject<UBlueprint>(RustealCurrentPackage(), *StubName);
		if (!Stub)
		{
			Stub = NewObject<UBlueprint>(RustealCurrentPackage(), FName(*StubName), RF_Public | RF_Transient);
			Stub->AddToRoot();
		}
		Stub->ParentClass = Parent;
		Stub->GeneratedClass = Class;
		Stub->SkeletonGeneratedClass = Class;
		Stub->BlueprintType = BPTYPE_Normal;
		Stub->Status = BS_UpToDate;
		Class->ClassGeneratedBy = Stub;
	}
#endif

	URustealReifiedClass* NewReifiedClass(const FString& Name, UClass* Parent, uint64 TypeId)
	{
		URustealReifiedClass* Class = NewObject<URustealReifiedClass>(RustealCurrentPackage(), FName(*Name), RF_Public | RF_Standalone);
		Class->SetSuperStruct(Parent);
		Class->ClassWithin = Parent->ClassWithin;
		Class->ClassFlags |= (Parent->ClassFlags & CLASS_Inherit & ~CLASS_Config) | CLASS_CompiledFromBlueprint;
		Class->ClassCastFlags |= Parent->ClassCastFlags;
		Class->ClassConstructor = &RustealClassConstructor;
		Class->RustTypeId = TypeId;
		Class->Library = RustealCurrentLibrary();
		Class->AddToRoot();
#if WITH_EDITORONLY_DATA
		AttachStubBlueprint(Class, Parent);
#endif
		return Class;
	}

	// Cuts a class whose shape changed from its library and moves it out of the way.
	void RetireClass(URustealReifiedClass* Old)
	{
		Old->Library = nullptr;
		for (TFieldIterator<UFunction> It(Old, EFieldIteratorFlags::ExcludeSuper); It; ++It)
		{
			if (URustealReifiedFunction* F = Cast<URustealReifiedFunction>(*It)) F->Library = nullptr;
		}
		const FString Retired = FString::Printf(TEXT("RUSTEAL_%s_%d"), *Old->GetName(), ++GRetiredCount);
		Old->Rename(*Retired, GetTransientPackage(), REN_DontCreateRedirectors | REN_NonTransactional);
		Old->SetFlags(RF_Transient);
	}

	// A class's functions, then the class, bound and linked (a finalised class or interface).
	void BindAndLink(UClass* Class)
	{
		for (TFieldIterator<UFunction> It(Class, EFieldIteratorFlags::ExcludeSuper); It; ++It)
		{
			It->Bind();
			It->StaticLink(true);
		}
		Class->Bind();
		Class->StaticLink(true);
		Class->AssembleReferenceTokenStream(true);
	}

	UClassHandle CreateClassImpl(const uint8* N, uint32 L, UClassHandle Parent, uint64_t TypeId)
	{
		const FString Name = Rusteal::Utf8(N, L);
		UClass* ParentClass = ClassOf(Parent);
		if (!ParentClass)
		{
			Rusteal::Fail(RustealError_NullArgument, TEXT("the parent class is null"));
			return UClassHandle{nullptr};
		}
		if (URustealReifiedClass* Old = Existing(Name))
		{
			if (Old->bPendingShape || (Old->Library && Old->Library != RustealCurrentLibrary()))
			{
				UE_LOG(LogRusteal, Error, TEXT("create_class %s: declared twice (one package holds one class per name; rename one)"), *Name);
				return UClassHandle{nullptr};
			}
			// Hot reload: set_class_shape keeps or replaces it.
			Old->bPendingShape = true;
			Old->RustTypeId = TypeId;
			Old->Library = RustealCurrentLibrary();
			GPendingParent.Add(Old, ParentClass);
			return UClassHandle{Old};
		}
		if (FindObject<UClass>(RustealCurrentPackage(), *Name))
		{
			UE_LOG(LogRusteal, Error, TEXT("create_class %s: a class that is not Rust's has that name"), *Name);
			return UClassHandle{nullptr};
		}
		return UClassHandle{NewReifiedClass(Name, ParentClass, TypeId)};
	}

	UClassHandle SetClassShapeImpl(UClassHandle C, uint64_t Shape)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return UClassHandle{nullptr};
		if (!Class->bPendingShape)
		{
			Class->Shape = Shape;
			return C;
		}
		Class->bPendingShape = false;
		UClass* Parent = nullptr;
		GPendingParent.RemoveAndCopyValue(Class, Parent);
		if (Class->Shape == Shape && Class->GetSuperClass() == Parent) return C; // kept: new code, same class
		if (!GIsEditor)
		{
			UE_LOG(LogRusteal, Warning, TEXT("%s changed; only the editor can apply a changed class (restart the game to use it)"), *Class->GetName());
			return C;
		}
		const FString Name = Class->GetName();
		RetireClass(Class);
		URustealReifiedClass* New = NewReifiedClass(Name, Parent ? Parent : Class->GetSuperClass(), Class->RustTypeId);
		New->Shape = Shape;
		if (rusteal::host::Library* Lib = RustealCurrentLibrary()) URustealReifiedClass::RecordReplaced(*Lib, Class, New);
		UE_LOG(LogRusteal, Display, TEXT("%s changed shape: replaced, its objects are reinstanced"), *Name);
		return UClassHandle{New};
	}

	FPropertyHandle AddPropertyImpl(UClassHandle C, const uint8* N, uint32 L, uint32 Type, uint64_t Flags, const FRustealReifyPropExtra* Extra)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return FPropertyHandle{nullptr};
		const FName Name(*Rusteal::Utf8(N, L));
		if (FProperty* Kept = FindFProperty<FProperty>(Class, Name)) return FPropertyHandle{Kept}; // hot reload, kept class
		FProperty* P = CreateProperty(Class, Name, Type, Extra);
		if (!P)
		{
			Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s: unknown property type %u or missing extra"), *Name.ToString(), Type));
			return FPropertyHandle{nullptr};
		}
		P->SetPropertyFlags(static_cast<EPropertyFlags>(Flags));
		Class->AddCppProperty(P);
		return FPropertyHandle{P};
	}

	UFunctionHandle AddFunctionImpl(UClassHandle C, const uint8* N, uint32 L, uint64_t CallbackId, uint32 Flags)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return UFunctionHandle{nullptr};
		const FName Name(*Rusteal::Utf8(N, L));
		if (URustealReifiedFunction* Kept = Cast<URustealReifiedFunction>(Class->FindFunctionByName(Name, EIncludeSuperFlag::ExcludeSuper)))
		{
			Kept->CallbackId = CallbackId;
			Kept->Library = RustealCurrentLibrary();
			return UFunctionHandle{Kept};
		}
		URustealReifiedFunction* F = NewObject<URustealReifiedFunction>(Class, Name, RF_Public | RF_MarkAsNative);
		F->FunctionFlags = static_cast<EFunctionFlags>(Flags);
		F->CallbackId = CallbackId;
		F->Library = RustealCurrentLibrary();
		if (CallbackId != 0)
		{
			F->FunctionFlags |= FUNC_Native;
			F->SetNativeFunc(&URustealReifiedFunction::execCallRustFunction);
		}
		// An override takes the parent function's parameters (added in reverse: AddCppProperty prepends).
		if (UFunction* ParentFunction = Class->GetSuperClass()->FindFunctionByName(Name))
		{
			F->SetSuperStruct(ParentFunction);
			TArray<FProperty*> Params;
			for (TFieldIterator<FProperty> It(ParentFunction); It && It->HasAnyPropertyFlags(CPF_Parm); ++It) Params.Add(*It);
			for (int32 I = Params.Num() - 1; I >= 0; --I)
			{
				F->AddCppProperty(CastField<FProperty>(FField::Duplicate(Params[I], F, Params[I]->GetFName())));
			}
		}
		F->Next = Class->Children;
		Class->Children = F;
		Class->AddFunctionToFunctionMap(F, Name);
		return UFunctionHandle{F};
	}

	ERustealErrorCode AddFunctionParamImpl(UFunctionHandle Fn, const uint8* N, uint32 L, uint32 Type, uint64_t Flags, const FRustealReifyPropExtra* Extra)
	{
		UFunction* F = static_cast<UFunction*>(Fn.ptr);
		if (!F) return Rusteal::Fail(RustealError_NullArgument, TEXT("the function is null"));
		const FName Name(*Rusteal::Utf8(N, L));
		if (FindFProperty<FProperty>(F, Name)) return RustealError_Ok; // kept on reload
		FProperty* P = CreateProperty(F, Name, Type, Extra);
		if (!P) return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("parameter %s: unknown type %u"), *Name.ToString(), Type));
		P->SetPropertyFlags(static_cast<EPropertyFlags>(Flags));
		// Parameters keep their declaration order: appended after the ones already there.
		FField** Tail = &F->ChildProperties;
		while (*Tail) Tail = &(*Tail)->Next;
		*Tail = P;
		return RustealError_Ok;
	}

	ERustealErrorCode FinalizeClassImpl(UClassHandle C)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return Rusteal::Fail(RustealError_NullArgument, TEXT("not a Rust class"));
		BindAndLink(Class);
		if (UFunction* Tick = Class->FindFunctionByName(TEXT("ReceiveTick"), EIncludeSuperFlag::ExcludeSuper))
		{
			(void)Tick;
			if (AActor* ActorCDO = Cast<AActor>(Class->GetDefaultObject(false)))
			{
				ActorCDO->PrimaryActorTick.bCanEverTick = true;
				ActorCDO->PrimaryActorTick.bStartWithTickEnabled = true;
			}
		}
		NotifyRegistrationEvent(*RustealCurrentPackage()->GetName(), *Class->GetName(), ENotifyRegistrationType::NRT_Class,
			ENotifyRegistrationPhase::NRP_Finished, nullptr, false, Class);
		// The default object: its constructor makes its Rust data (before #[class_defaults]). A
		// class kept by a hot reload has its default object already, whose Rust data the reload
		// dropped: it is made again here.
		UObject* CDO = Class->GetDefaultObject(true);
		for (URustealReifiedClass* R : URustealReifiedClass::ReifiedChain(Class))
		{
			if (R->HasRustData(CDO)) continue;
			if (Rusteal::CallLibrary(R->Library, [CDO, R](const FRustealRustCallbacks& Cb)
				{
					Cb.construct_rust_instance(UObjectHandle{CDO}, R->RustTypeId, true);
				}))
			{
				R->MarkRustData(CDO, true);
			}
		}
		return RustealError_Ok;
	}

	UObjectHandle GetCdoImpl(UClassHandle C) { return UObjectHandle{ClassOf(C) ? ClassOf(C)->GetDefaultObject(true) : nullptr}; }

	ERustealErrorCode AddDefaultSubobjectImpl(UClassHandle C, const uint8* N, uint32 NL, const uint8* P, uint32 PL, UClassHandle Comp,
		uint32 Flags, const uint8* A, uint32 AL, const uint8* S, uint32 SL)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class || !ClassOf(Comp)) return Rusteal::Fail(RustealError_NullArgument, TEXT("the class or the component class is null"));
		FRustealComponentDef Def;
		Def.Name = FName(*Rusteal::Utf8(N, NL));
		Def.Property = PL ? FName(*Rusteal::Utf8(P, PL)) : FName(NAME_None);
		Def.ComponentClass = ClassOf(Comp);
		Def.Flags = Flags;
		Def.AttachParent = AL ? FName(*Rusteal::Utf8(A, AL)) : FName(NAME_None);
		Def.AttachSocket = SL ? FName(*Rusteal::Utf8(S, SL)) : FName(NAME_None);
		Class->ComponentDefs.RemoveAll([&Def](const FRustealComponentDef& D) { return D.Name == Def.Name; });
		if (!Def.Property.IsNone() && !FindFProperty<FProperty>(Class, Def.Property))
		{
			// The component's object property, as the editor shows components.
			FObjectProperty* Prop = new FObjectProperty(Class, Def.Property);
			Prop->PropertyClass = Def.ComponentClass;
			Prop->SetPropertyFlags(CPF_EditConst | CPF_BlueprintVisible | CPF_BlueprintReadOnly | CPF_InstancedReference | CPF_ExportObject);
			Class->AddCppProperty(Prop);
		}
		Class->ComponentDefs.Add(Def);
		return RustealError_Ok;
	}

	UObjectHandle FindDefaultSubobjectImpl(UObjectHandle Owner, const uint8* N, uint32 L)
	{
		UObject* O = static_cast<UObject*>(Owner.ptr);
		return UObjectHandle{IsValid(O) ? O->GetDefaultSubobjectByName(FName(*Rusteal::Utf8(N, L))) : nullptr};
	}

	ERustealErrorCode SetPropertyMetadataImpl(FPropertyHandle P, const uint8* K, uint32 KL, const uint8* V, uint32 VL)
	{
		FProperty* Prop = static_cast<FProperty*>(P.ptr);
		if (!Prop) return Rusteal::Fail(RustealError_NullArgument, TEXT("the property is null"));
#if WITH_EDITORONLY_DATA
		Prop->SetMetaData(FName(*Rusteal::Utf8(K, KL)), *Rusteal::Utf8(V, VL));
#else
		(void)K; (void)KL; (void)V; (void)VL;
#endif
		return RustealError_Ok;
	}

	UStructHandle CreateStructImpl(const uint8* N, uint32 L)
	{
		const FString Name = Rusteal::Utf8(N, L);
		if (UScriptStruct* Existing = FindObject<UScriptStruct>(RustealCurrentPackage(), *Name))
		{
			return UStructHandle{Existing}; // structs are kept as first created
		}
		UScriptStruct* Struct = NewObject<UScriptStruct>(RustealCurrentPackage(), FName(*Name), RF_Public | RF_Standalone);
		Struct->AddToRoot();
#if WITH_EDITORONLY_DATA
		Struct->SetMetaData(TEXT("BlueprintType"), TEXT("true"));
#endif
		return UStructHandle{Struct};
	}

	FPropertyHandle AddStructPropertyImpl(UStructHandle S, const uint8* N, uint32 L, uint32 Type, uint64_t Flags, const FRustealReifyPropExtra* Extra)
	{
		UScriptStruct* Struct = static_cast<UScriptStruct*>(S.ptr);
		if (!Struct) return FPropertyHandle{nullptr};
		const FName Name(*Rusteal::Utf8(N, L));
		if (FProperty* Kept = FindFProperty<FProperty>(Struct, Name)) return FPropertyHandle{Kept};
		if (Struct->GetStructureSize() > 0)
		{
			UE_LOG(LogRusteal, Warning, TEXT("struct %s gained the field %s: structs are kept as first loaded; restart the editor to apply it"),
				*Struct->GetName(), *Name.ToString());
		}
		FProperty* P = CreateProperty(Struct, Name, Type, Extra);
		if (!P) return FPropertyHandle{nullptr};
		P->SetPropertyFlags(static_cast<EPropertyFlags>(Flags));
		Struct->AddCppProperty(P);
		return FPropertyHandle{P};
	}

	ERustealErrorCode FinalizeStructImpl(UStructHandle S)
	{
		UScriptStruct* Struct = static_cast<UScriptStruct*>(S.ptr);
		if (!Struct) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct is null"));
		Struct->Bind();
		Struct->StaticLink(true);
		Struct->PrepareCppStructOps();
		return RustealError_Ok;
	}

	UFunctionHandle AddDelegateImpl(UClassHandle C, const uint8* N, uint32 L, uint64_t Flags)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return UFunctionHandle{nullptr};
		const FString Name = Rusteal::Utf8(N, L);
		const FName SignatureName(*(Name + HEADER_GENERATED_DELEGATE_SIGNATURE_SUFFIX));
		UFunction* Signature = Class->FindFunctionByName(SignatureName, EIncludeSuperFlag::ExcludeSuper);
		if (!Signature)
		{
			Signature = NewObject<UFunction>(Class, SignatureName, RF_Public);
			Signature->FunctionFlags = FUNC_Public | FUNC_Delegate | FUNC_MulticastDelegate;
			Signature->Next = Class->Children;
			Class->Children = Signature;
		}
		if (!FindFProperty<FProperty>(Class, FName(*Name)))
		{
			FMulticastInlineDelegateProperty* Prop = new FMulticastInlineDelegateProperty(Class, FName(*Name));
			Prop->SignatureFunction = Signature;
			Prop->SetPropertyFlags(static_cast<EPropertyFlags>(Flags) | CPF_BlueprintAssignable);
			Class->AddCppProperty(Prop);
		}
		return UFunctionHandle{Signature};
	}

	// A #[uinterface] is a reified class deriving from UInterface (no Rust data, no instances), so
	// AddFunctionImpl and AddFunctionParamImpl build its functions as a class's. A reload rebuilds
	// it in place: the Blueprints and classes implementing it keep pointing at it.
	UClassHandle CreateInterfaceImpl(const uint8* N, uint32 L, uint64_t Shape)
	{
		const FString Name = Rusteal::Utf8(N, L);
		if (URustealReifiedClass* Old = Existing(Name))
		{
			if (!Old->HasAnyClassFlags(CLASS_Interface) || (Old->Library && Old->Library != RustealCurrentLibrary()))
			{
				UE_LOG(LogRusteal, Error, TEXT("create_interface %s: a class of that name exists already"), *Name);
				return UClassHandle{nullptr};
			}
			Old->Library = RustealCurrentLibrary();
			if (Old->Shape == Shape) return UClassHandle{Old}; // kept: AddFunctionImpl finds its functions
			// Changed: its functions are retired (out of the way, for the bytecode still naming them
			// until its Blueprint compiles again) and added anew.
			TArray<UFunction*> Retired;
			for (TFieldIterator<UFunction> It(Old, EFieldIteratorFlags::ExcludeSuper); It; ++It) Retired.Add(*It);
			for (UFunction* F : Retired)
			{
				Old->RemoveFunctionFromFunctionMap(F);
				F->Rename(*FString::Printf(TEXT("RUSTEAL_%s_%d"), *F->GetName(), ++GRetiredCount), GetTransientPackage(),
					REN_DontCreateRedirectors | REN_NonTransactional);
				F->SetFlags(RF_Transient);
			}
			Old->Children = nullptr;
			Old->Shape = Shape;
			for (TObjectIterator<UClass> It; It; ++It)
			{
				if (It->ImplementsInterface(Old)) It->ClearFunctionMapsCaches();
			}
			return UClassHandle{Old};
		}
		if (FindObject<UClass>(RustealCurrentPackage(), *Name))
		{
			UE_LOG(LogRusteal, Error, TEXT("create_interface %s: a class that is not Rust's has that name"), *Name);
			return UClassHandle{nullptr};
		}
		URustealReifiedClass* Class = NewObject<URustealReifiedClass>(RustealCurrentPackage(), FName(*Name), RF_Public | RF_Standalone);
		Class->SetSuperStruct(UInterface::StaticClass());
		Class->ClassFlags |= CLASS_Interface | CLASS_Abstract;
		Class->ClassConstructor = UInterface::StaticClass()->ClassConstructor;
		Class->Shape = Shape;
		Class->Library = RustealCurrentLibrary();
		Class->AddToRoot();
#if WITH_METADATA
		// What the editor's interface picker and variable types look for.
		Class->SetMetaData(TEXT("IsBlueprintBase"), TEXT("true"));
		Class->SetMetaData(TEXT("BlueprintType"), TEXT("true"));
#endif
		return UClassHandle{Class};
	}

	ERustealErrorCode FinalizeInterfaceImpl(UClassHandle C)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class || !Class->HasAnyClassFlags(CLASS_Interface)) return Rusteal::Fail(RustealError_NullArgument, TEXT("not a Rust interface"));
		BindAndLink(Class);
		Class->GetDefaultObject(true);
		return RustealError_Ok;
	}

	ERustealErrorCode AddInterfaceImpl(UClassHandle C, const uint8* P, uint32 L)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return Rusteal::Fail(RustealError_NullArgument, TEXT("not a Rust class"));
		const FString Path = Rusteal::Utf8(P, L);
		// A path (an engine or Blueprint interface), or the name of a #[uinterface] of the package.
		UClass* Interface = Path.StartsWith(TEXT("/")) ? LoadObject<UClass>(nullptr, *Path) : FindObject<UClass>(RustealCurrentPackage(), *Path);
		if (!Interface || !Interface->HasAnyClassFlags(CLASS_Interface))
			return Rusteal::Fail(RustealError_InvalidOperation, FString::Printf(TEXT("%s is not an interface class"), *Path));
		if (!Class->ImplementsInterface(Interface)) Class->Interfaces.Add(FImplementedInterface(Interface, 0, true));
		return RustealError_Ok;
	}

	ERustealErrorCode SetClassConfigImpl(UClassHandle C, const uint8* N, uint32 L)
	{
		URustealReifiedClass* Class = Reified(C);
		if (!Class) return Rusteal::Fail(RustealError_NullArgument, TEXT("not a Rust class"));
		Class->ClassConfigName = FName(*Rusteal::Utf8(N, L));
		Class->ClassFlags |= CLASS_Config;
		if (UObject* CDO = Class->GetDefaultObject(false)) CDO->LoadConfig();
		return RustealError_Ok;
	}

	UClassHandle CreateEnumImpl(const uint8* N, uint32 L, const uint8* Names, uint32 NamesLen, const int64_t* Values, uint32 Count)
	{
		const FString Name = Rusteal::Utf8(N, L);
		TArray<FString> Variants;
		Rusteal::Utf8(Names, NamesLen).ParseIntoArray(Variants, TEXT("\n"), false);
		if (Variants.Num() != static_cast<int32>(Count))
		{
			Rusteal::Fail(RustealError_InvalidOperation, FString::Printf(TEXT("enum %s: %d names for %u values"), *Name, Variants.Num(), Count));
			return UClassHandle{nullptr};
		}
		if (UEnum* Existing = FindObject<UEnum>(RustealCurrentPackage(), *Name))
		{
			return UClassHandle{Existing}; // enums are kept as first created
		}
		UEnum* Enum = NewObject<UEnum>(RustealCurrentPackage(), FName(*Name), RF_Public | RF_Standalone);
		TArray<TPair<FName, int64>> Pairs;
		for (uint32 I = 0; I < Count; ++I) Pairs.Add(TPair<FName, int64>(FName(*(Name + TEXT("::") + Variants[I])), Values[I]));
		Enum->SetEnums(Pairs, UEnum::ECppForm::EnumClass);
#if WITH_EDITORONLY_DATA
		Enum->SetMetaData(TEXT("BlueprintType"), TEXT("true"));
#endif
		Enum->AddToRoot();
		return UClassHandle{Enum};
	}
}

const FRustealReifyApi Rusteal::GReifyApi = {&CreateClassImpl, &AddPropertyImpl, &AddFunctionImpl, &AddFunctionParamImpl,
	&FinalizeClassImpl, &GetCdoImpl, &AddDefaultSubobjectImpl, &FindDefaultSubobjectImpl, &SetPropertyMetadataImpl,
	&CreateStructImpl, &FinalizeStructImpl, &AddDelegateImpl, &AddInterfaceImpl, &SetClassConfigImpl, &AddStructPropertyImpl,
	&CreateEnumImpl, &SetClassShapeImpl, &CreateInterfaceImpl, &FinalizeInterfaceImpl};
