#include "RustealEditorSubsystem.h"

#include "UObject/Class.h"

// As the runtime module's subsystems (RustealSubsystems.cpp): a Rust class that overrides
// ReceiveShouldCreateSubsystem decides; otherwise every concrete Rust subclass is created.
bool URustealEditorSubsystem::ShouldCreateSubsystem(UObject* Outer) const
{
	if (GetClass()->HasAnyClassFlags(CLASS_Abstract)) return false;
	const UFunction* Fn = GetClass()->FindFunctionByName(TEXT("ReceiveShouldCreateSubsystem"));
	if (Fn && Fn->GetOuter() != StaticClass()) return ReceiveShouldCreateSubsystem(Outer);
	return true;
}

void URustealEditorSubsystem::Initialize(FSubsystemCollectionBase& Collection)
{
	Super::Initialize(Collection);
	ReceiveInitialize();
}

void URustealEditorSubsystem::Deinitialize()
{
	ReceiveDeinitialize();
	Super::Deinitialize();
}
